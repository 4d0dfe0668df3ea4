import type { Mail } from './mailer.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const VERDE = '#2f7d32';
const TEXTO_SUAVE = '#5b6657';
const FIRMA = 'Agro Monitoreo · Monitoreo digital de cultivos EDEB';

/** A small table inside a message (e.g. the overdue invoices of a reminder). */
export interface MailTabla {
  columnas: string[];
  filas: string[][];
  /** Columns (by index) aligned right, such as amounts. */
  derecha?: number[];
  /** The one column (by index) whose text may wrap; the others stay on one line (ids, dates, amounts). */
  ancha?: number;
  /** A closing row, e.g. the total debt. */
  total?: { etiqueta: string; valor: string };
}

interface Parts {
  to: string | string[];
  subject: string;
  saludo: string;
  parrafos: string[];
  tabla?: MailTabla;
  /** Paragraphs after the table. */
  cierre?: string[];
  boton?: { texto: string; url: string };
  pie?: string;
}

function tablaHtml(t: MailTabla): string {
  const align = (i: number) => (t.derecha?.includes(i) ? 'right' : 'left');
  const wrap = (i: number) => (i === t.ancha ? '' : 'white-space:nowrap;');
  const th = t.columnas
    .map(
      (c, i) =>
        `<th align="${align(i)}" style="padding:8px 10px;border-bottom:2px solid ${VERDE};font-size:13px">${escape(c)}</th>`,
    )
    .join('');
  const rows = t.filas
    .map(
      (f) =>
        `<tr>${f.map((v, i) => `<td align="${align(i)}" style="${wrap(i)}padding:8px 10px;border-bottom:1px solid #dfe6dc;font-size:14px">${escape(v)}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const total = t.total
    ? `<tr><td colspan="${t.columnas.length - 1}" style="padding:10px;font-weight:bold">${escape(t.total.etiqueta)}</td><td align="right" style="padding:10px;font-weight:bold">${escape(t.total.valor)}</td></tr>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:12px 0 20px">
<tr>${th}</tr>
${rows}
${total}
</table>`;
}

function tablaTexto(t: MailTabla): string[] {
  const lines = t.filas.map((f) => `- ${f.map((v, i) => `${t.columnas[i]}: ${v}`).join(' · ')}`);
  return [...lines, ...(t.total ? [`${t.total.etiqueta}: ${t.total.valor}`] : []), ''];
}

/** Every platform e-mail: branded Spanish HTML and the same words as plain text. */
export function brandedMail(p: Parts): Mail {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(p.subject)}</title></head>
<body style="margin:0;background:#f3f6f1;font-family:Arial,Helvetica,sans-serif;color:#23301f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${VERDE};color:#ffffff;padding:18px 24px"><div style="font-size:20px;font-weight:bold">Agro Monitoreo</div><div style="font-size:12px;opacity:.9">Monitoreo digital de cultivos EDEB</div></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>${escape(p.saludo)}</p>
${p.parrafos.map((t) => `<p>${escape(t)}</p>`).join('\n')}
${p.tabla ? tablaHtml(p.tabla) : ''}
${(p.cierre ?? []).map((t) => `<p>${escape(t)}</p>`).join('\n')}
${p.boton ? `<p style="margin:28px 0"><a href="${escape(p.boton.url)}" style="background:${VERDE};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(p.boton.texto)}</a></p><p style="font-size:12px;color:${TEXTO_SUAVE}">Si el botón no funciona, copia este enlace en tu navegador: ${escape(p.boton.url)}</p>` : ''}
${p.pie ? `<p style="font-size:13px;color:${TEXTO_SUAVE}">${escape(p.pie)}</p>` : ''}
</td></tr>
<tr><td style="background:#eef3ec;padding:14px 24px;font-size:12px;color:${TEXTO_SUAVE}">${escape(FIRMA)} · Este es un mensaje automático, no respondas a este correo.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    p.saludo,
    '',
    ...p.parrafos.flatMap((t) => [t, '']),
    ...(p.tabla ? tablaTexto(p.tabla) : []),
    ...(p.cierre ?? []).flatMap((t) => [t, '']),
    ...(p.boton ? [`${p.boton.texto}: ${p.boton.url}`, ''] : []),
    ...(p.pie ? [p.pie, ''] : []),
    '-- ',
    FIRMA,
    'Este es un mensaje automático, no respondas a este correo.',
  ].join('\n');
  return { to: p.to, subject: p.subject, html, text };
}

export function recoveryMail(to: string, url: string): Mail {
  return brandedMail({
    to,
    subject: 'Restablece tu contraseña de Agro Monitoreo',
    saludo: 'Hola,',
    parrafos: ['Recibimos una solicitud para restablecer la contraseña de tu cuenta en Agro Monitoreo.'],
    boton: { texto: 'Crear nueva contraseña', url },
    pie: 'El enlace es válido por una hora y puede usarse una sola vez. Si no solicitaste este cambio, ignora este correo.',
  });
}

export function accountCreatedMail(to: string, nombre: string, url: string): Mail {
  return brandedMail({
    to,
    subject: 'Tu cuenta de Agro Monitoreo está lista',
    saludo: `Hola ${nombre},`,
    parrafos: [
      'Se creó tu cuenta en la plataforma de monitoreo Agro Monitoreo.',
      `Tu usuario es ${to}. Para ingresar, primero define tu contraseña con el siguiente enlace.`,
    ],
    boton: { texto: 'Definir mi contraseña', url },
    pie: 'El enlace es válido por 72 horas. Si expira, usa "¿Olvidaste tu contraseña?" en la página de ingreso.',
  });
}

/** To the old address, when staff change an account's e-mail: who to ask if it was not expected. */
export function emailCambiadoMail(to: string, nuevo: string): Mail {
  return brandedMail({
    to,
    subject: 'Cambió el correo de tu cuenta de Agro Monitoreo',
    saludo: 'Hola,',
    parrafos: [
      `El equipo de Agro Monitoreo cambió el correo de tu cuenta a ${nuevo}. Desde ahora ingresas con esa dirección, y los enlaces enviados antes a este correo ya no funcionan.`,
      'Si no solicitaste este cambio, contacta a nuestro equipo de inmediato.',
    ],
  });
}

const CAMBIO_PASSWORD = {
  equipo: 'El equipo de Agro Monitoreo cambió la contraseña de tu cuenta y cerró tus sesiones abiertas.',
  perfil: 'Se cambió la contraseña de tu cuenta desde tu perfil y se cerraron tus otras sesiones abiertas.',
  enlace:
    'Se cambió la contraseña de tu cuenta con un enlace de recuperación y se cerraron tus sesiones abiertas.',
};

/** Whenever an account's password changes (by staff, from its profile or with a reset link): its sessions were closed. */
export function passwordCambiadaMail(to: string, por: keyof typeof CAMBIO_PASSWORD = 'equipo'): Mail {
  return brandedMail({
    to,
    subject: 'Cambió la contraseña de tu cuenta de Agro Monitoreo',
    saludo: 'Hola,',
    parrafos: [
      CAMBIO_PASSWORD[por],
      'Si no solicitaste este cambio, contacta a nuestro equipo de inmediato.',
    ],
  });
}

/** One overdue invoice line of a reminder, already formatted for display. */
export interface FacturaVencidaLinea {
  id: string;
  nombre: string;
  vencimiento: string;
  saldo: string;
}

/** The overdue-invoice reminder: one message per client listing the invoices being reminded. */
export function facturasVencidasMail(
  to: string,
  p: {
    cliente: string;
    facturas: FacturaVencidaLinea[];
    deudaTotal: string;
    otrasVencidas: number;
    url: string;
  },
): Mail {
  const una = p.facturas.length === 1;
  return brandedMail({
    to,
    subject: una
      ? 'Recordatorio: tienes una factura vencida en Agro Monitoreo'
      : `Recordatorio: tienes ${p.facturas.length} facturas vencidas en Agro Monitoreo`,
    saludo: `Hola ${p.cliente},`,
    parrafos: [
      una
        ? 'Te recordamos que la siguiente factura se encuentra vencida y con saldo pendiente:'
        : 'Te recordamos que las siguientes facturas se encuentran vencidas y con saldo pendiente:',
    ],
    tabla: {
      columnas: ['Factura', 'Detalle', 'Vencimiento', 'Saldo'],
      filas: p.facturas.map((f) => [f.id, f.nombre, f.vencimiento, f.saldo]),
      derecha: [3],
      ancha: 1,
      total: { etiqueta: 'Deuda vencida total', valor: p.deudaTotal },
    },
    cierre: [
      ...(p.otrasVencidas > 0
        ? [
            `La deuda total incluye ${p.otrasVencidas === 1 ? 'otra factura vencida que ya te recordamos' : `otras ${p.otrasVencidas} facturas vencidas que ya te recordamos`} esta semana.`,
          ]
        : []),
      'Puedes revisar el detalle de tu deuda y tus pagos en la sección Finanzas de la plataforma.',
    ],
    boton: { texto: 'Ir a Finanzas', url: p.url },
    pie: 'Si ya realizaste el pago, ignora este mensaje; puede tardar en verse reflejado.',
  });
}
