/** Roles exactly as the API and the browser's userData record spell them. */
export const ROLES = ['Admin', 'Dev', 'Cliente Principal', 'Empleado'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Dev'];

/** Contracted service types of the EDEB family. */
export const TIPOS_SERVICIO = ['EDEB Foliar', 'EDEB Sensores', 'EDEB Full'] as const;
export type TipoServicio = (typeof TIPOS_SERVICIO)[number];

/** Report groups a service may receive; `global` is the monthly summary. */
export type GrupoArchivos = 'edeb' | 'sensores' | 'global';

/** Whether a service type includes a report group (the viewers' gate). */
export function servicioPermite(tipo: string, grupo: GrupoArchivos): boolean {
  if (grupo === 'global') return TIPOS_SERVICIO.includes(tipo as TipoServicio);
  if (grupo === 'edeb') return tipo === 'EDEB Foliar' || tipo === 'EDEB Full';
  return tipo === 'EDEB Sensores' || tipo === 'EDEB Full';
}

/** Upload kinds (tipo_subida) with their display labels. */
export const TIPOS_SUBIDA = {
  sensor_img_semanal: 'Imagen Sensor',
  sensor_vid_semanal: 'Video Sensor',
  sensor_res_semanal: 'Resumenes Sensor',
  edeb_img_semanal: 'Imagen EDEB',
  edeb_vid_semanal: 'Video EDEB',
  edeb_res_semanal: 'Resumenes EDEB',
  res_mensual: 'Resumenes Mensuales',
  edeb_raster_semanal: 'Ráster EDEB',
  sensor_raster_semanal: 'Ráster Sensor',
} as const;
export type TipoSubida = keyof typeof TIPOS_SUBIDA;

/** `raster`: a GeoTIFF measured by the raster pipeline (decision 021). */
export type ClaseArchivo = 'imagen' | 'video' | 'documento' | 'raster';

/** Multipart slots accepted per upload group (docs/RULES.md#api). */
export const SLOTS_SUBIDA: Record<
  GrupoArchivos,
  { campo: string; tipo: TipoSubida; clase: ClaseArchivo | 'resumen' }[]
> = {
  edeb: [
    ...slots('image', 4, 'edeb_img_semanal', 'imagen'),
    ...slots('video', 2, 'edeb_vid_semanal', 'video'),
    ...slots('resfile', 4, 'edeb_res_semanal', 'resumen'),
    ...slots('raster', 4, 'edeb_raster_semanal', 'raster'),
  ],
  sensores: [
    ...slots('image', 3, 'sensor_img_semanal', 'imagen'),
    ...slots('video', 3, 'sensor_vid_semanal', 'video'),
    ...slots('resfile', 4, 'sensor_res_semanal', 'resumen'),
    ...slots('raster', 3, 'sensor_raster_semanal', 'raster'),
  ],
  global: slots('file', 2, 'res_mensual', 'resumen'),
};

function slots(prefix: string, n: number, tipo: TipoSubida, clase: ClaseArchivo | 'resumen') {
  return Array.from({ length: n }, (_, i) => ({ campo: `${prefix}${i}`, tipo, clase }));
}

/** Size limits in bytes, shared by the upload forms and the server. */
export const MAX_BYTES: Record<ClaseArchivo, number> = {
  imagen: 25 * 1024 * 1024,
  documento: 50 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
  // Decision 021: an orthomosaic is large; the pipeline reads it by ranges, never whole.
  raster: 2 * 1024 * 1024 * 1024,
};

/** Extensions accepted per class (docs/RULES.md#validation). */
export const EXTENSIONES: Record<ClaseArchivo, readonly string[]> = {
  imagen: ['jpg', 'jpeg', 'png', 'gif'],
  video: ['mpeg', 'mpg', 'mp4', 'webm', 'avi'],
  documento: ['pdf', 'doc', 'docx'],
  raster: ['tif', 'tiff'],
};
export const EXTENSIONES_AVATAR = ['png', 'jpg', 'jpeg'] as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 20;
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 320;
export const COSECHA_MIN = 1;
export const COSECHA_MAX = 10;
export const SESSION_HOURS = 24;
export const SIDEBAR_BREAKPOINT_PX = 768;
export const PHONE_PREFIX = '+569';

export const PAGE_SIZE = { logs: 20, pagos: 10, grid: 6, registro: 20 } as const;

export const TIPOS_PAGO = ['MENSUAL', 'UNICO'] as const;
export type TipoPago = (typeof TIPOS_PAGO)[number];
export const ESTADOS_FACTURA = ['Pendiente', 'Parcial', 'Pagada'] as const;
export type EstadoFactura = (typeof ESTADOS_FACTURA)[number];
/** Finance searches start here by default (docs/RULES.md#display). */
export const FINANZAS_INICIO_DEFAULT = '2024-01-01';
export const DIAS_VENCIMIENTO = 30;

/** The 16 regions of Chile, north to south (docs/RULES.md#display lists 15; Ñuble is the 16th, 2018). */
export const REGIONES = [
  'XV Arica y Parinacota',
  'I Tarapacá',
  'II Antofagasta',
  'III Atacama',
  'IV Coquimbo',
  'V Valparaíso',
  'Metropolitana de Santiago',
  "VI O'Higgins",
  'VII Maule',
  'XVI Ñuble',
  'VIII Biobío',
  'IX La Araucanía',
  'XIV Los Ríos',
  'X Los Lagos',
  'XI Aysén',
  'XII Magallanes y Antártica Chilena',
] as const;

/** Banks operating in Chile (CMF register). */
export const BANCOS = [
  'Banco de Chile',
  'Banco Internacional',
  'Scotiabank Chile',
  'Banco de Crédito e Inversiones (BCI)',
  'Banco Bice',
  'HSBC Bank Chile',
  'Banco Santander Chile',
  'Itaú Chile',
  'Banco Security',
  'Banco Falabella',
  'Banco Ripley',
  'Banco Consorcio',
  'Banco BTG Pactual Chile',
  'BancoEstado',
  'Banco do Brasil',
  'JP Morgan Chase Bank',
  'Banco de la Nación Argentina',
  'MUFG Bank',
] as const;
export const TIPOS_CUENTA = ['Corriente', 'Vista', 'Ahorro'] as const;
