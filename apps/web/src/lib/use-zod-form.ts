import { useForm, type GetInputPropsReturnType, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { erroresDeCampos } from '@agro/domain/form-errors';
import { notify } from './notify.ts';

/**
 * The app's one form pattern: a Mantine form checked by the domain's schema (the same one the server
 * validates with), each error shown under its field in the domain's wording with the field's Spanish
 * label. `form.onSubmit(fn)` hands `fn` the schema's parsed output.
 */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  options: Omit<UseFormInput<z.input<S>, z.output<S>>, 'validate' | 'transformValues'> & {
    initialValues: z.input<S>;
  },
) {
  return useForm<z.input<S>, z.output<S>>({
    ...options,
    validate: (values) => {
      const r = schema.safeParse(values);
      return r.success ? {} : erroresDeCampos(r.error.issues);
    },
    transformValues: (values) => schema.parse(values),
  });
}

/**
 * Validates one wizard step with its domain schema: sets the fields' errors (same wording as `useZodForm`)
 * and answers true or the step's message.
 */
export function checkStep(
  schema: z.ZodType,
  values: unknown,
  setErrors: (e: Record<string, string>) => void,
  prefix = '',
): true | string {
  const r = schema.safeParse(values);
  setErrors(r.success ? {} : erroresDeCampos(r.error.issues, prefix));
  return r.success ? true : 'Revise los campos marcados antes de continuar.';
}

/**
 * For `form.onSubmit(fn, alertFirstError)`: the screens whose spec names an alert for a failed check
 * (sign-in, password changes) show the first field message as one too, besides the messages under the fields.
 */
export function alertFirstError(errors: Record<string, unknown>) {
  const first = Object.values(errors).find((m) => typeof m === 'string');
  if (typeof first === 'string') notify.error(first);
}

/**
 * A form's props for one field (`form.getInputProps`, a prefix added for nested groups): shared field
 * groups take this, so a modal and a wizard fill them from the same form.
 */
export type Campos<K extends string> = (campo: K) => GetInputPropsReturnType;
