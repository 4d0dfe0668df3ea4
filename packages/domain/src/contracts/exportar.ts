import { z } from 'zod';
import {
  CAMPOS_CPS,
  CAMPOS_SERVICIOS,
  CAMPOS_PARCELAS,
  ORDEN_CPS,
  ORDEN_SERVICIOS,
  ORDEN_PARCELAS,
  registroQuerySchema,
} from '../schemas/admin.ts';
import { ESTADOS_FACTURA } from '../constants.ts';
import { formatoExportSchema } from '../schemas/exportar.ts';
import { exportFacturasQuerySchema, rangoFacturasQuerySchema } from '../schemas/factura.ts';
import { logsQuerySchema } from '../schemas/operaciones.ts';
import { idCampo } from '../schemas/fields.ts';
import { binary, endpoint } from './endpoint.ts';

// Exports of the lists as XLSX or CSV (`?formato=`), each with the filters of the list it exports
// and the same access; the answer is a file (`binary`), named by its Content-Disposition.

const tablaFiltros = {
  estado: z.enum(ESTADOS_FACTURA).optional(),
  q: z.string().trim().max(100).optional(),
};

export const exportarFacturasFinanzas = endpoint({
  method: 'GET',
  path: '/factura/exportar',
  access: 'staff',
  querystring: exportFacturasQuerySchema.safeExtend(formatoExportSchema.shape),
  response: binary,
  summary: 'La búsqueda de Finanzas con sus filtros, como XLSX o CSV',
});

const cpParams = z.object({ cp_id: idCampo('cp_id') });
const inPath = { in: 'params', key: 'cp_id' } as const;

export const exportarFacturasCp = endpoint({
  method: 'GET',
  path: '/factura/cp/:cp_id/exportar',
  access: 'empresa',
  company: inPath,
  params: cpParams,
  querystring: rangoFacturasQuerySchema.safeExtend({ ...formatoExportSchema.shape, ...tablaFiltros }),
  response: binary,
  summary: 'Facturas de un cliente (todas, o las emitidas en el periodo), como XLSX o CSV',
});

export const exportarPagosCp = endpoint({
  method: 'GET',
  path: '/factura/pagos/cp/:cp_id/exportar',
  access: 'empresa',
  company: inPath,
  params: cpParams,
  querystring: formatoExportSchema,
  response: binary,
  summary: 'Pagos de un cliente, del más reciente al más antiguo, como XLSX o CSV',
});

// The registries' filter and order, without paging: the export is the whole filtered list.
const registroExport = <C extends string, S extends string>(
  campos: readonly [C, ...C[]],
  orden: readonly [S, ...S[]],
) =>
  registroQuerySchema(campos, orden)
    .omit({ page: true, pageSize: true })
    .safeExtend(formatoExportSchema.shape);

export const exportarCps = endpoint({
  method: 'GET',
  path: '/cp/all/exportar',
  access: 'staff',
  querystring: registroExport(CAMPOS_CPS, ORDEN_CPS),
  response: binary,
  summary: 'Registro de clientes con su filtro y orden, como XLSX o CSV',
});

export const exportarParcelas = endpoint({
  method: 'GET',
  path: '/parcela/all/exportar',
  access: 'staff',
  querystring: registroExport(CAMPOS_PARCELAS, ORDEN_PARCELAS),
  response: binary,
  summary: 'Registro de territorios con su filtro y orden, como XLSX o CSV',
});

export const exportarServicios = endpoint({
  method: 'GET',
  path: '/servicio/all/exportar',
  access: 'staff',
  querystring: registroExport(CAMPOS_SERVICIOS, ORDEN_SERVICIOS),
  response: binary,
  summary: 'Registro de servicios con su filtro y orden, como XLSX o CSV',
});

export const exportarLogs = endpoint({
  method: 'GET',
  path: '/logs/exportar',
  access: 'staff',
  querystring: logsQuerySchema.omit({ page: true }).safeExtend(formatoExportSchema.shape),
  response: binary,
  summary: 'Registro de llamadas con sus filtros, más recientes primero, como XLSX o CSV',
});
