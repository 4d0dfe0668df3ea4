import { etiqueta } from './labels.ts';
import { MSG_PUBLICO } from './messages-publico.ts';

/** Spanish texts shown to users, verbatim from the specification where it names them. */
export const MSG = {
  // The public landing's own (messages-publico.ts), under the same keys.
  ...MSG_PUBLICO,
  emailInvalido: 'Email ingresado no es válido',
  passwordInvalida: 'Contraseña ingresada no es válida',
  usuarioNoExiste: 'Usuario ingresado no existe',
  demasiadosIntentos: 'Demasiados intentos fallidos, espere unos minutos e intente nuevamente',
  cuentaInactiva: 'Usuario ingresado no existe',
  passwordsNoCumplen:
    'Las contraseñas ingresadas no cumplen con los requisitos de seguridad, intente nuevamente',
  passwordsNoCoincidenReset: 'Las contraseñas ingresadas no coinciden, intente nuevamente',
  passwordsNoCoinciden: 'Las contraseñas no coinciden, intente nuevamente',
  passwordActualIncorrecta: 'La contraseña actual no es correcta',
  resetContenidoNoExiste: 'El contenido buscado no existe, te regresaremos al inicio',
  resetExito: '¡La contraseña fue modificada exitosamente! Te regresaremos al inicio',
  errorIntente: 'Ha sucedido un error, intente nuevamente',
  recuperarEnviado:
    'Si existe un correo asociado en nuestra plataforma, se enviará un email con instrucciones para restablecer tu contraseña',
  cerrarSesion: 'Se cerrará la sesión...',
  logoutSolicitudIncorrecta: 'Error: Solicitud incorrecta',
  logoutError: 'Error en la solicitud, por favor intenta de nuevo.',
  registrarModal: 'Para registrarte, primero contacta a nuestro equipo para cotizar el servicio.',
  avatarActualizado: 'Avatar actualizado con éxito',
  usuarioActualizado: 'Usuario actualizado con éxito',
  usuarioNoActualizado: 'No se ha podido actualizar este usuario, revise los datos ingresados',
  sinEdeb: 'El territorio listado no tiene EDEB© contratado',
  sinSensores: 'El territorio listado no tiene EDEB© Sensores contratado',
  sinEdebIngresado: 'El territorio ingresado no tiene EDEB© contratado',
  sinSensoresIngresado: 'El territorio ingresado no tiene EDEB© Sensores contratado',
  sinArchivosPeriodo: 'No hay archivos subidos para este periodo',
  sinArchivosServicio: 'No se encontraron archivos para este servicio',
  recursoNoEncontrado: 'Recurso no encontrado',
  // Back office and principal-client area (docs/RULES.md#api)
  facturaSaldada: 'Factura saldada con éxito',
  facturaNoSaldada: 'No se ha podido saldar la deuda, revise los datos ingresados',
  facturaCreada: 'Factura creada con éxito',
  facturaNoCreada: 'No se ha podido crear la deuda, revise los datos ingresados',
  clienteActualizado: 'Cliente actualizado con éxito',
  clienteNoActualizado: 'No se ha podido actualizar este cliente, revise los datos ingresados',
  clienteEliminado: 'Cliente eliminado con éxito',
  clienteDesactivado: 'Cliente desactivado con éxito',
  territorioActualizado: 'Territorio actualizado con éxito',
  territorioNoActualizado: 'No se ha podido actualizar este territorio, revise los datos ingresados',
  territorioEliminado: 'Territorio eliminado con éxito',
  cosechaActualizada: 'Cosecha actualizada con éxito',
  trabajadorActualizado: 'Trabajador actualizado con éxito',
  trabajadorNoActualizado: 'No se ha podido actualizar este trabajador, revise los datos ingresados',
  trabajadorRegistrado: '¡Trabajador registrado con éxito!',
  sinDatosTerritorio: 'No se encontraron datos para el terrritorio ingresado.',
  sinDatosId: 'No se encontraron datos para el ID proporcionado.',
  sinArchivosId: 'No se encontraron archivos para el ID proporcionado.',
  territorioNoExiste: 'El territorio ingresado no existe',
  territorioIdNoEncontrado: 'No se encontró el territorio con el ID proporcionado.',
  servicioNoRegistrado: 'Hubo un error al registrar el servicio. Intenta nuevamente.',
  servicioRegistrado: '¡Servicio registrado con éxito!',
  archivosNoSubidos: 'No se subieron los archivos correctamente, intente nuevamente',
  archivosSubidos: 'Archivos subidos con éxito',
  cpNoCreado: 'Error el crear este CP, revise los datos ingresados',
  cpCreado: '¡CP creado con éxito!',
  territorioCreado: '¡Territorio creado con éxito!',
  peticionNoProcesada: 'Petición no procesada, intente nuevamente',
  asociacionFallida: 'Hubo un error al asociar el empleado al territorio, intenta nuevamente.',
  registroFallido: 'Hubo un error al registrar los datos, intenta nuevamente.',
  seleccioneArchivo: 'Por favor, selecciona un archivo antes de enviar.',
  periodoConArchivos: 'Ya se han subido archivos para este periodo, seleccione otro',
  tareaActualizada: 'Tarea actualizada con éxito',
  emailCambiado: 'Email de usuario cambiado con éxito',
  passwordCambiada: 'Contraseña de usuario cambiada con éxito',
  // Empty states
  sinLogs: 'No hay logs disponibles',
  sinUsuarios: 'No hay usuarios disponibles',
  sinClientes: 'No hay clientes disponibles',
  sinTerritorios: 'No hay territorios disponibles',
  sinTrabajadores: 'No hay trabajadores disponibles',
  sinServicios: 'No hay servicios disponibles',
  sinFacturasPendientes: 'No hay facturas pendientes',
  sinPagos: 'No existen pagos realizados',
  // Server-side rules
  periodoInvalido: 'El periodo debe ser una semana completa (lunes a domingo) o un mes completo',
  abonoInvalido: 'Cada abono debe ser un monto entero mayor que 0 y no superior al saldo de la factura',
  cosechaLimite: 'La cosecha debe tener entre 1 y 10 entradas',
  rutInvalido: 'El RUT ingresado no es válido',
  telefonoInvalido: 'El teléfono debe tener el formato +569 seguido de 8 dígitos',
  // Generic server answers
  noAutorizado: 'No tienes permiso para realizar esta acción',
  noEncontradoApi: 'Recurso no encontrado',
  rutaNoExiste: 'Ruta no encontrada',
  errorInterno: 'Ha ocurrido un error inesperado, intente nuevamente',
  servidorOcupado: 'El servidor está ocupado en este momento, intente nuevamente en unos segundos',
  /** A 5xx message with the request's id, so support can find its log lines (decision 014). */
  conReferencia: (mensaje: string, id: string) => `${mensaje}. Código de referencia: ${id}`,
  origenNoPermitido: 'Origen de la solicitud no permitido',
  archivoMuyGrande: 'El archivo supera el tamaño máximo permitido',
  demasiadasPartes: 'La solicitud tiene demasiados campos o archivos',
  multipartInvalido: 'El formulario enviado está incompleto o dañado, intente nuevamente',
  rutaInvalida: 'La dirección solicitada no es válida',
  solicitudMuyGrande: 'La solicitud es demasiado grande',
  solicitudExpirada: 'La solicitud tardó demasiado, intente nuevamente',
  tipoArchivoNoPermitido: 'Tipo de archivo no permitido',
  avatarFormato: 'El avatar debe ser una imagen PNG o JPEG',
  emailEnUso: 'El email ingresado ya está registrado',
  /** Name the field by its label (labels.ts), never by its API key. */
  campoInvalido: (campo: string) => `El campo ${etiqueta(campo)} no es válido`,
  campoRequerido: (campo: string) => `El campo ${etiqueta(campo)} es obligatorio`,
  // Public site and sign-in screens
  waSoporte: 'Hola, necesito soporte con el servicio de Agro Monitoreo.',
  waInfoEdeb: 'Hola, me gustaría recibir más información sobre los servicios EDEB.',
  confirmarCorreoInfo:
    'La confirmación por código aún no está disponible. Si necesitas ayuda, contacta a nuestro equipo.',
  sesionActiva: 'Ya tienes una sesión iniciada.',
  // Admin back office (issue 5)
  clienteConPagos:
    'No se puede eliminar este cliente porque tiene pagos registrados. Desactívelo en su lugar.',
  servicioOtroTerritorio: 'El servicio no pertenece al territorio indicado',
  clienteActivado: 'Cliente reactivado con éxito',
  tareaInactiva: 'La tarea está inactiva; actívela antes de ejecutarla',
  tareaEjecutada: 'Tarea ejecutada',
  tareaNoEjecutada: 'La tarea no se pudo ejecutar, intente nuevamente',
  // Uploads and finance (issue 6)
  periodoEliminado: 'Archivos del periodo eliminados con éxito',
  periodoNoEliminado: 'No se pudieron eliminar los archivos del periodo, intente nuevamente',
  comprobanteAsociado: 'Comprobante guardado con éxito',
  comprobanteYaAsociado: 'Los pagos indicados ya tienen un comprobante asociado',
  servicioDeOtroCliente: 'El servicio indicado no pertenece al cliente',
  // Principal-client area (issue 4)
  territorioAsociado: 'Territorio asociado con éxito',
  nuevoTerritorioInfo:
    'Para agregar un nuevo territorio, contacta a nuestro equipo: cotizaremos el servicio y lo registraremos por ti.',
  waNuevoTerritorio: 'Hola, me gustaría agregar un nuevo territorio a mi cuenta de Agro Monitoreo.',
  // Finanzas (factura, pago): idempotent payments
  claveIdempotenciaUsada: 'La clave Idempotency-Key ya se usó para otro pago; genere una nueva',
  // People and accounts (issue 12): invitations, worker deactivation, bank data
  invitacionPendiente: 'Invitación pendiente',
  invitacionReenviada: 'Invitación reenviada con éxito',
  invitacionNoReenviada: 'No se pudo enviar el correo de invitación, intente nuevamente',
  invitacionYaAceptada: 'Este usuario ya definió su contraseña; no tiene una invitación pendiente',
  cuentaInactivaInvitacion: 'La cuenta está desactivada; reactívela antes de enviarle un enlace',
  trabajadorDesactivado: 'Trabajador desactivado con éxito',
  trabajadorActivado: 'Trabajador reactivado con éxito',
  empresaInactiva: 'La empresa está desactivada; reactívela antes de reactivar a sus trabajadores',
  territorioDesligado: 'Territorio desligado del trabajador con éxito',
  territorioNoLigado: 'El trabajador no está ligado a ese territorio',
  enlaceEnviado: 'Se envió un enlace para restablecer la contraseña',
  enlaceNoEnviado: 'No se pudo enviar el correo, intente nuevamente',
  datosBancariosActualizados: 'Datos bancarios actualizados con éxito',
  // In-app notifications (issue 16 §3)
  notificacionNoEncontrada: 'Notificación no encontrada',
  tipoNotificacionAjeno: 'Uno de los tipos de aviso no corresponde a tu perfil',
  preferenciasGuardadas: 'Preferencias de notificación guardadas',
  notificacionesLeidas: 'Todas las notificaciones quedaron como leídas',
  // Resumable uploads (issue 18)
  subidaNoEncontrada: 'La subida no existe o ya expiró; vuelve a agregar el archivo',
  subidaIncompleta: (campo: string) => `El archivo de ${campo} aún no termina de subirse`,
  subidaDeOtroEspacio: (campo: string) => `La subida indicada no corresponde a ${campo}`,
  faltanArchivosGrupo: (grupo: string) => `Faltan los archivos de ${grupo} para este periodo`,
  grupoNoCorresponde: (grupo: string) => `El servicio no recibe archivos de ${grupo} en este periodo`,
  subidaMetadatos: 'Faltan los datos de la subida (servicio, periodo y espacio)',
  subidaConfirmada: 'Periodo publicado con éxito',
  archivoSinEspacio: 'No hay un espacio libre para este archivo en este paso',
  archivoTipoDesconocido: 'Este archivo no es una imagen, un video ni un resumen (PDF o Word)',
  // Flows (issue 12): session expiry and field messages
  sesionExpirada: 'Tu sesión expiró, inicia sesión nuevamente',
  maximoCultivos: 'Máximo 10 cultivos',
  extensionPositiva: 'Extensión (m²) debe ser un número mayor que 0',
  abonoSuperaSaldo: 'El abono no puede superar el saldo de la factura',
  // Pagos en el portal (issue 17): bank account, receipts sent by clients, documents
  cuentaProveedorGuardada: 'Cuenta bancaria guardada con éxito',
  cuentaProveedorSinConfigurar: 'Aún no hay una cuenta bancaria configurada para recibir pagos',
  envioRegistrado: 'Comprobante enviado. Quedó en revisión y te avisaremos por correo cuando se revise.',
  envioRetirado: 'Comprobante retirado',
  envioAprobado: 'Comprobante aprobado y pago registrado',
  envioRechazado: 'Comprobante rechazado; se avisó al cliente',
  envioYaRevisado: 'Este comprobante ya fue revisado o retirado',
  envioSinFacturas: 'Selecciona al menos una factura pendiente',
  envioFacturaRepetida: 'Cada factura puede aparecer una sola vez en el envío',
  envioFacturaPagada: 'La factura seleccionada ya no tiene saldo pendiente',
  envioAbonoSuperaSaldo: (saldo: string) => `El abono no puede superar el saldo de ${saldo}`,
  envioAbonoSinSaldo:
    'El saldo de una de las facturas cambió y el abono ya no cabe; rechaza el comprobante e indica el motivo al cliente',
  envioComprobanteRequerido: 'Adjunta el comprobante de la transferencia (PDF, JPEG o PNG)',
  envioComprobanteFormato: 'El comprobante debe ser un PDF o una imagen JPEG o PNG',
  envioMotivoRequerido: 'Indica el motivo del rechazo',
  estadoCuentaRango: 'La fecha de inicio debe ser anterior o igual a la de término',
  // Mail and file limits (issue 24 item 7)
  limiteEnvios: (segundos: number) =>
    `Se alcanzó el límite de envíos para esta acción. Intenta nuevamente en ${esperaLegible(segundos)}.`,
  // Uploads as contracts (issue 24): file names, commits and tus's refusals in Spanish
  nombreArchivoInvalido: 'El nombre del archivo no es válido',
  subidaEnConfirmacion: 'Estos archivos ya se están publicando; espera la respuesta de ese envío',
  tusVersionRequerida: 'Falta la cabecera Tus-Resumable: la subida debe usar el protocolo tus 1.0.0',
  tusCabeceraInvalida: (cabeceras: string) => `Cabecera de subida no válida: ${cabeceras}`,
  tusLargoRequerido: 'Falta el tamaño de la subida (cabecera Upload-Length)',
  tusAvanceRequerido: 'Falta el avance de la subida (cabecera Upload-Offset)',
  tusAvanceDistinto:
    'El avance indicado (Upload-Offset) no coincide con lo ya recibido; consulta el avance y reanuda desde ahí',
  tusTipoContenido: 'El envío de una subida debe ser application/offset+octet-stream',
  tusOcupada: 'La subida está ocupada por otro envío, intente nuevamente en unos segundos',
  tusNoSoportado: 'Esta forma de subida no está disponible; actualiza la página e intenta nuevamente',
  tusSolicitudInvalida: 'La solicitud de subida no es válida',
  /** The database is unreachable for a moment (a restart, a failover): 503, the client retries. */
  servicioNoDisponible: 'El servicio no está disponible por un momento, intente nuevamente en unos segundos',
  // Flows II (issue 28): invoices and payments
  envioFacturaEnRevision: (factura: string) =>
    `La factura ${factura} ya tiene un comprobante en revisión; espera a que lo revisemos o retíralo antes de enviar otro`,
  facturaEnRevisionNoSeleccionable: 'Ya enviaste un comprobante para esta factura y está en revisión',
  saldarSinBusqueda: 'Busca un cliente o un territorio para ver las facturas que puedes saldar',
  saldarSinDeuda: 'Las facturas encontradas no tienen saldo por pagar',
} as const;

// A 429's wait in words: minutes up to two hours, then hours.
function esperaLegible(segundos: number): string {
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  if (minutos < 120) return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
  return `${Math.ceil(minutos / 60)} horas`;
}
