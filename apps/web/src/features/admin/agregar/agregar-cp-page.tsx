import { TextInput } from '@mantine/core';
import { PHONE_PREFIX } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import {
  cpBancoSchema,
  cpContactoDatosSchema,
  cpDatosSchema,
  cpRegistroSchema,
  type CpRegistroInput,
} from '@agro/domain/schemas/cp-registro';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useRegistrarCp } from '../../cliente/api/update-cliente.ts';
import { BancoFields } from '../components/banco-fields.tsx';
import { ContactoFields, contactoVacio } from '../cliente-detalle/contacto-fields.tsx';
import { CpDatosFields } from '../cliente-detalle/cp-datos-fields.tsx';
import { checkStep, useZodForm } from '../../../lib/use-zod-form.ts';

// A new client starts blank: no region, bank or account type chosen and nothing confirmed yet; each
// step's schema (checkStep) and the whole one on submit say what is missing.
const vacio = () =>
  ({
    datos: {
      nombre: '',
      rut: '',
      email: '',
      telefono: PHONE_PREFIX,
      direccion: '',
      region: '',
      ciudad: '',
      comentarios: '',
    },
    contacto: contactoVacio(),
    contactoSecundario: contactoVacio(),
    banco: { rut: '', email_bancario: '', banco: '', tipo_cuenta: '', numero_cuenta: '' },
    confirmacionDatos: false,
  }) as unknown as CpRegistroInput;

/** /admin/agregar/cp: Datos Generales, Contacto Primario, Contacto Secundario, Datos Bancarios, Confirmación. */
export function AgregarCpPage() {
  const form = useZodForm(cpRegistroSchema, { initialValues: vacio() });
  const { datos, contacto, contactoSecundario: secundario, banco } = form.values;
  const confirmado = form.values.confirmacionDatos === true;
  const registrar = useRegistrarCp();
  const campos = (grupo: string) => (campo: string) => form.getInputProps(`${grupo}.${campo}`);

  async function enviar() {
    if (form.validate().hasErrors) {
      notify.error(MSG.cpNoCreado);
      return false;
    }
    try {
      const r = await registrar.mutateAsync(form.getTransformedValues());
      notify.success(MSG.cpCreado);
      return {
        mensaje: MSG.cpCreado,
        id: String(r.cp_id),
        href: `/admin/registro/clientes/mas-info?e=${r.cp_id}`,
      };
    } catch (err) {
      notify.error(
        err instanceof ApiError && err.status === 409 ? err.mensaje : failureMessage(err, MSG.cpNoCreado),
      );
      return false;
    }
  }

  const reset = () => form.reset();

  const contactoItems = (c: typeof contacto) => [
    { label: 'Nombre', value: `${c.nombre} ${c.apellido}` },
    { label: 'Email', value: c.email },
    { label: 'Teléfono', value: c.telefono },
    { label: 'Cargo', value: c.cargo },
  ];

  return (
    <>
      <PageHeader
        title="Agregar Cliente Principal"
        subtitle="Registra una empresa cliente; recibirá un correo para definir su contraseña."
      />
      <Wizard
        onSubmit={enviar}
        onReset={reset}
        canSubmit={confirmado}
        submitting={registrar.isPending}
        submitLabel="Crear CP"
        steps={[
          {
            label: 'Datos Generales',
            validate: () => checkStep(cpDatosSchema, datos, form.setErrors, 'datos.'),
            content: (
              <CpDatosFields
                campo={campos('datos')}
                nombreLabel="Nombre de la empresa"
                afterRut={
                  <TextInput
                    label="Email de la cuenta"
                    type="email"
                    required
                    {...form.getInputProps('datos.email')}
                  />
                }
              />
            ),
          },
          {
            label: 'Datos Contacto Primario',
            validate: () => checkStep(cpContactoDatosSchema, contacto, form.setErrors, 'contacto.'),
            content: <ContactoFields campo={campos('contacto')} />,
          },
          {
            label: 'Datos Contacto Secundario',
            validate: () =>
              checkStep(cpContactoDatosSchema, secundario, form.setErrors, 'contactoSecundario.'),
            content: <ContactoFields campo={campos('contactoSecundario')} />,
          },
          {
            label: 'Datos Bancarios',
            validate: () => checkStep(cpBancoSchema, banco, form.setErrors, 'banco.'),
            content: <BancoFields campo={campos('banco')} />,
          },
          {
            label: 'Confirmación',
            content: (
              <WizardConfirm
                checked={confirmado}
                // The schema's literal `true`: unchecked is refused on submit.
                onChange={(v) => form.setFieldValue('confirmacionDatos', v as true)}
                sections={[
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
                  { title: 'Contacto Primario', items: contactoItems(contacto) },
                  { title: 'Contacto Secundario', items: contactoItems(secundario) },
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
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
