import { useForm, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { erroresDeCampos } from '@agro/domain/form-errors';

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
