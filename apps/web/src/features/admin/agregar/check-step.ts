import type { z } from 'zod';

// Shared schemas name the API field ("El campo coord_x es obligatorio"); beside its input the label already says which.
const enLinea = (m: string) =>
  /^El campo .+ es obligatorio$/.test(m)
    ? 'Campo obligatorio'
    : /^El campo .+ no es válido$/.test(m)
      ? 'Valor no válido'
      : m;

/** Field errors of a shared schema for a form: first message per field, worded for display beside the input. */
export function erroresDe(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): Record<string, string> {
  const errs: Record<string, string> = {};
  for (const i of issues) errs[prefix + String(i.path[0])] ??= enLinea(i.message);
  return errs;
}

/** Validates one wizard step with its shared schema: sets the field errors and answers true or the step's message. */
export function checkStep(
  schema: z.ZodType,
  values: unknown,
  setErrores: (e: Record<string, string>) => void,
): true | string {
  const r = schema.safeParse(values);
  if (r.success) {
    setErrores({});
    return true;
  }
  setErrores(erroresDe(r.error.issues));
  return 'Revise los campos marcados antes de continuar.';
}
