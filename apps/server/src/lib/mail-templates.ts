import type { Mail } from './mailer.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Parts {
  to: string | string[];
  subject: string;
  saludo: string;
  parrafos: string[];
  boton?: { texto: string; url: string };
  pie?: string;
}

/** Every platform e-mail: branded HTML and the same words as plain text. */
export function brandedMail(p: Parts): Mail {
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f3f6f1;font-family:Arial,Helvetica,sans-serif;color:#23301f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#2f7d32;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold">Agro Monitoreo</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>${escape(p.saludo)}</p>
${p.parrafos.map((t) => `<p>${escape(t)}</p>`).join('\n')}
${p.boton ? `<p style="margin:28px 0"><a href="${escape(p.boton.url)}" style="background:#2f7d32;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(p.boton.texto)}</a></p><p style="font-size:12px;color:#5b6657">Si el botón no funciona, copia este enlace en tu navegador: ${escape(p.boton.url)}</p>` : ''}
${p.pie ? `<p style="font-size:13px;color:#5b6657">${escape(p.pie)}</p>` : ''}
</td></tr>
<tr><td style="background:#eef3ec;padding:14px 24px;font-size:12px;color:#5b6657">Agro Monitoreo · Monitoreo digital de cultivos EDEB · Este es un mensaje automático, no respondas a este correo.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    p.saludo,
    '',
    ...p.parrafos.flatMap((t) => [t, '']),
    ...(p.boton ? [`${p.boton.texto}: ${p.boton.url}`, ''] : []),
    ...(p.pie ? [p.pie, ''] : []),
    '-- ',
    'Agro Monitoreo · Monitoreo digital de cultivos EDEB',
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
    pie: 'El enlace es válido por una hora. Si expira, usa "¿Olvidaste tu contraseña?" en la página de ingreso.',
  });
}
