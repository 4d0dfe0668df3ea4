import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { PHONE_PREFIX } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import {
  cpBancoSchema,
  cpContactoDatosSchema,
  cpDatosSchema,
  cpRegistroSchema,
} from '@agro/domain/schemas/cp-registro';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useRegistrarCp } from '../api/clientes.ts';
import { BancoFields } from '../components/banco-fields.tsx';
import { ContactoFields, contactoVacio } from '../cliente-detalle/contacto-fields.tsx';
import { CpDatosFields } from '../cliente-detalle/cp-datos-fields.tsx';
import { checkStep } from '../../../lib/use-zod-form.ts';

const datosVacios = () => ({
  nombre: '',
  rut: '',
  email: '',
  telefono: PHONE_PREFIX,
  direccion: '',
  region: '',
  ciudad: '',
  comentarios: '',
});
const bancoVacio = () => ({ rut: '', email_bancario: '', banco: '', tipo_cuenta: '', numero_cuenta: '' });

/** /admin/agregar/cp: Datos Generales, Contacto Primario, Contacto Secundario, Datos Bancarios, Confirmación. */
export function AgregarCpPage() {
  const [datos, setDatos] = useState(datosVacios);
  const [contacto, setContacto] = useState(contactoVacio);
  const [secundario, setSecundario] = useState(contactoVacio);
  const [banco, setBanco] = useState(bancoVacio);
  const [confirmado, setConfirmado] = useState(false);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const registrar = useRegistrarCp();
  const setB = (k: keyof ReturnType<typeof bancoVacio>) => (v: string) => setBanco((b) => ({ ...b, [k]: v }));

  async function enviar() {
    const body = { datos, banco, contacto, contactoSecundario: secundario, confirmacionDatos: confirmado };
    if (!cpRegistroSchema.safeParse(body).success) {
      notify.error(MSG.cpNoCreado);
      return false;
    }
    try {
      const r = await registrar.mutateAsync(body as Parameters<typeof registrar.mutateAsync>[0]);
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

  const reset = () => {
    setDatos(datosVacios());
    setContacto(contactoVacio());
    setSecundario(contactoVacio());
    setBanco(bancoVacio());
    setConfirmado(false);
    setErrores({});
  };

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
            validate: () => checkStep(cpDatosSchema, datos, setErrores),
            content: (
              <CpDatosFields
                value={datos}
                onChange={setDatos}
                errores={errores}
                nombreLabel="Nombre de la empresa"
                afterRut={
                  <TextInput
                    label="Email de la cuenta"
                    type="email"
                    required
                    value={datos.email}
                    onChange={(e) => setDatos({ ...datos, email: e.currentTarget.value })}
                    error={errores.email}
                  />
                }
              />
            ),
          },
          {
            label: 'Datos Contacto Primario',
            validate: () => checkStep(cpContactoDatosSchema, contacto, setErrores),
            content: <ContactoFields value={contacto} onChange={setContacto} errores={errores} />,
          },
          {
            label: 'Datos Contacto Secundario',
            validate: () => checkStep(cpContactoDatosSchema, secundario, setErrores),
            content: <ContactoFields value={secundario} onChange={setSecundario} errores={errores} />,
          },
          {
            label: 'Datos Bancarios',
            validate: () => checkStep(cpBancoSchema, banco, setErrores),
            content: <BancoFields value={banco} set={setB} errores={errores} />,
          },
          {
            label: 'Confirmación',
            content: (
              <WizardConfirm
                checked={confirmado}
                onChange={setConfirmado}
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
