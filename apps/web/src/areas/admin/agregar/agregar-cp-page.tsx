import { TextInput } from '@mantine/core';
import { cpBancoSchema, cpContactoDatosSchema, cpDatosSchema } from '@agro/domain/schemas/cp-registro';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard.tsx';
import { WizardConfirmacion } from '../../../components/wizard/wizard-confirmacion.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { checkStep } from '../../../lib/use-zod-form.ts';
import { BancoFields } from '../components/banco-fields.tsx';
import { ContactoFields } from '../cp-detalle/contacto-fields.tsx';
import { CpDatosFields } from '../cp-detalle/cp-datos-fields.tsx';
import { resumenCp } from './agregar-cp-state.ts';
import { useAgregarCp } from './use-agregar-cp.ts';

type AgregarCp = ReturnType<typeof useAgregarCp>;

/** The four data steps, each checked against its own schema before moving on. */
function pasosDatos({ form, campos }: AgregarCp): WizardStep[] {
  const v = form.values;
  return [
    {
      label: 'Datos Generales',
      validate: () => checkStep(cpDatosSchema, v.datos, form.setErrors, 'datos.'),
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
      validate: () => checkStep(cpContactoDatosSchema, v.contacto, form.setErrors, 'contacto.'),
      content: <ContactoFields campo={campos('contacto')} />,
    },
    {
      label: 'Datos Contacto Secundario',
      validate: () =>
        checkStep(cpContactoDatosSchema, v.contactoSecundario, form.setErrors, 'contactoSecundario.'),
      content: <ContactoFields campo={campos('contactoSecundario')} />,
    },
    {
      label: 'Datos Bancarios',
      validate: () => checkStep(cpBancoSchema, v.banco, form.setErrors, 'banco.'),
      content: <BancoFields campo={campos('banco')} />,
    },
  ];
}

/** /admin/agregar/cp: Datos Generales, Contacto Primario, Contacto Secundario, Datos Bancarios, Confirmación. */
export function AgregarCpPage() {
  const cp = useAgregarCp();
  const { form } = cp;
  return (
    <>
      <PageHeader
        title="Agregar Cliente Principal"
        subtitle="Registra una empresa cliente; recibirá un correo para definir su contraseña."
      />
      <Wizard
        onSubmit={cp.enviar}
        onReset={() => form.reset()}
        canSubmit={cp.confirmado}
        submitting={cp.enviando}
        submitLabel="Crear CP"
        steps={[
          ...pasosDatos(cp),
          {
            label: 'Confirmación',
            content: (
              <WizardConfirmacion
                checked={cp.confirmado}
                // The schema's literal `true`: unchecked is refused on submit.
                onChange={(v) => form.setFieldValue('confirmacionDatos', v as true)}
                sections={resumenCp(form.values)}
              />
            ),
          },
        ]}
      />
    </>
  );
}
