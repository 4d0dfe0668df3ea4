import type { Resource } from '@agro/domain/contracts/endpoint';
import { comprobantePolicy } from './comprobante.ts';
import { cpPolicy } from './cp.ts';
import { empleadoDeCpPolicy, empleadoPolicy } from './empleado.ts';
import { envioPolicy } from './envio.ts';
import { notificacionPolicy } from './notificacion.ts';
import { facturaPolicy } from './factura.ts';
import { imagenParcelaPolicy, parcelaDeCpPolicy, parcelaPolicy } from './parcela.ts';
import { rasterCapaPolicy, rasterComparacionPolicy } from './raster.ts';
import { archivoServicioPolicy, servicioConArchivosPolicy, servicioPolicy } from './servicio.ts';
import type { Policy } from './types.ts';
import { avatarPolicy, cuentaPolicy, usuarioPolicy } from './usuario.ts';
import { manualPolicy, videoPolicy } from './video.ts';
import { subidaPolicy } from './subida.ts';

/** The one registry of record policies: every `Resource` a contract can name has its policy here. */
export const policies = {
  cp: cpPolicy,
  parcela: parcelaPolicy,
  parcelaDeCp: parcelaDeCpPolicy,
  imagenParcela: imagenParcelaPolicy,
  servicio: servicioPolicy,
  servicioConArchivos: servicioConArchivosPolicy,
  archivoServicio: archivoServicioPolicy,
  envio: envioPolicy,
  empleado: empleadoPolicy,
  empleadoDeCp: empleadoDeCpPolicy,
  factura: facturaPolicy,
  comprobante: comprobantePolicy,
  usuario: usuarioPolicy,
  avatar: avatarPolicy,
  cuenta: cuentaPolicy,
  video: videoPolicy,
  manual: manualPolicy,
  notificacion: notificacionPolicy,
  subida: subidaPolicy,
  rasterCapa: rasterCapaPolicy,
  rasterComparacion: rasterComparacionPolicy,
} satisfies { [R in Resource]: Policy<unknown> };

/** The record a policy loads for a resource. */
export type RecordOf<R extends Resource> = (typeof policies)[R] extends Policy<infer Row> ? Row : never;
