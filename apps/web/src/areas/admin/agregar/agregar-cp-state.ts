import { MSG } from '@agro/domain/messages';
import type { CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import type { SeccionConfirmacion } from '../../../components/wizard/wizard-confirmacion.tsx';
import type { WizardDone } from '../../../components/wizard/wizard.tsx';
import { ApiError, failureMessage } from '../../../lib/request.ts';

type Contacto = CpRegistroInput['contacto'];

const contactoItems = (c: Contacto) => [
  { label: 'Nombre', value: `${c.nombre} ${c.apellido}` },
  { label: 'Email', value: c.email },
  { label: 'Teléfono', value: c.telefono },
  { label: 'Cargo', value: c.cargo },
];

/** The confirmation step's summary of the four steps, in their order. */
export function resumenCp(v: CpRegistroInput): SeccionConfirmacion[] {
  const { datos, banco } = v;
  return [
    {
      title: 'Datos Generales',
      items: [
        { label: 'Nombre', value: datos.nombre },
        { label: 'RUT', value: datos.rut },
        { label: 'Email', value: datos.email },
        { label: 'Teléfono', value: datos.telefono },
        { label: 'Dirección', value: datos.direccion },
        { label: 'Región', value: datos.region },
        { label: 'Ciudad', value: datos.ciudad },
        { label: 'Notas Admin', value: datos.comentarios },
      ],
    },
    { title: 'Contacto Primario', items: contactoItems(v.contacto) },
    { title: 'Contacto Secundario', items: contactoItems(v.contactoSecundario) },
    {
      title: 'Datos Bancarios',
      items: [
        { label: 'RUT', value: banco.rut },
        { label: 'Email bancario', value: banco.email_bancario },
        { label: 'Banco', value: banco.banco },
        { label: 'Tipo de cuenta', value: banco.tipo_cuenta },
        { label: 'Número de cuenta', value: banco.numero_cuenta },
      ],
    },
  ];
}

/** What the wizard shows once the client exists: a link to its page. */
export const cpCreado = (cpId: number): WizardDone => ({
  mensaje: MSG.cpCreado,
  id: String(cpId),
  href: `/admin/registro/clientes/mas-info?e=${cpId}`,
});

/** A conflict (RUT or email taken) is told as the server says it; anything else as "not created". */
export const falloCp = (err: unknown) =>
  err instanceof ApiError && err.status === 409 ? err.mensaje : failureMessage(err, MSG.cpNoCreado);
