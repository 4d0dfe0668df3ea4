import { PHONE_PREFIX } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { cpRegistroSchema, type CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import { notify } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useRegistrarCp } from '../../../features/cp/api/registrar-cp.ts';
import { contactoVacio } from '../cp-detalle/contacto-fields.tsx';
import { cpCreado, falloCp } from './agregar-cp-state.ts';

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

/** Agregar CP's form (all five steps in one) and its send: POST cp/registrar. */
export function useAgregarCp() {
  const form = useZodForm(cpRegistroSchema, { initialValues: vacio() });
  const registrar = useRegistrarCp();

  async function enviar() {
    if (form.validate().hasErrors) {
      notify.error(MSG.cpNoCreado);
      return false;
    }
    try {
      const r = await registrar.mutateAsync(form.getTransformedValues());
      notify.success(MSG.cpCreado);
      return cpCreado(r.cp_id);
    } catch (err) {
      notify.error(falloCp(err));
      return false;
    }
  }

  return {
    form,
    enviar,
    enviando: registrar.isPending,
    confirmado: form.values.confirmacionDatos === true,
    /** The input props of one step's group of fields. */
    campos: (grupo: string) => (campo: string) => form.getInputProps(`${grupo}.${campo}`),
  };
}
