/**
 * The Spanish label of every field a user can get a message about, written once: forms show these labels
 * above their inputs and every validation message (browser and server) names the field with them, so no
 * API key ("cp_raw", "extension") reaches a user.
 */
export const ETIQUETAS: Readonly<Record<string, string>> = {
  // People and companies
  nombre: 'Nombre',
  apellido: 'Apellido',
  email: 'Email',
  email_actual: 'Email actual',
  email_bancario: 'Email bancario',
  telefono: 'Teléfono',
  rut: 'RUT',
  cargo: 'Cargo',
  direccion: 'Dirección',
  region: 'Región',
  ciudad: 'Ciudad',
  comentarios: 'Comentarios',
  banco: 'Banco',
  tipo_cuenta: 'Tipo de cuenta',
  numero_cuenta: 'Número de cuenta',
  titular: 'Titular',
  confirmacionDatos: 'Confirmación de los datos',
  password: 'Contraseña',
  password_old: 'Contraseña actual',
  password_new: 'Nueva contraseña',
  password_confirm: 'Confirmar contraseña',
  password_new2: 'Confirmar nueva contraseña',
  codigo: 'Código de verificación',
  // Territories and services
  direccion_ref: 'Dirección de referencia',
  coord_x: 'Latitud',
  coord_y: 'Longitud',
  coordenadas: 'Coordenadas',
  extension: 'Extensión (m²)',
  notas: 'Notas',
  tags: 'Cosecha',
  tipo_servicio: 'Tipo de servicio',
  identificador: 'Identificador',
  idTerritorio: 'ID del territorio',
  // Finance
  total: 'Total',
  abono: 'Abono',
  tipo_pago: 'Tipo de pago',
  cp_raw: 'ID del cliente',
  cp_id: 'Cliente',
  cp: 'Cliente',
  servicio_id: 'Servicio',
  factura_id: 'Factura',
  num_factura_sii: 'N° de factura SII',
  fecha_inicio: 'Fecha de emisión',
  inicio: 'Fecha de inicio',
  termino: 'Fecha de término',
  pago: 'Pago',
  ids: 'Pagos',
  // Files, operations and ids
  archivo: 'Archivo',
  file: 'Archivo',
  image: 'Imagen',
  video: 'Video',
  avatar: 'Avatar',
  'Idempotency-Key': 'Clave de idempotencia',
  event_name: 'Tarea',
  event_type: 'Tipo de evento',
  api_url: 'URL',
  request_id: 'Código de referencia',
  api_method: 'Método',
  created_at: 'Fecha',
  page: 'Página',
  id: 'ID',
  usuario_id: 'Usuario',
  admin_id: 'Administrador',
  empleado_id: 'Empleado',
  empleadorel_id: 'Empleado',
  parcela_id: 'Territorio',
  parcelarel_id: 'Territorio',
  parcelaSeq: 'Territorio',
  solicitud: 'Solicitud',
};

/**
 * The label of a field key or path ("datos.region", ["contacto", "email"]): the label of its last named
 * segment, or "indicado" for an unknown key (never the raw key).
 */
export function etiqueta(campo: string | readonly PropertyKey[]): string {
  const parts = (typeof campo === 'string' ? campo.split('.') : campo.map(String)).filter(
    (p) => p !== '' && !/^\d+$/.test(p),
  );
  for (let i = parts.length - 1; i >= 0; i--) {
    // A numbered multipart part ("file0") takes its base name's label.
    const label = ETIQUETAS[parts[i]!] ?? ETIQUETAS[parts[i]!.replace(/\d+$/, '')];
    if (label) return label;
  }
  return 'indicado';
}
