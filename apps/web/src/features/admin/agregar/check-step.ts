import type { z } from 'zod';

/** Validates one wizard step with its shared schema: sets the field errors and answers true or the first message. */
export function checkStep(schema: z.ZodType, values: unknown, setErrores: (e: Record<string, string>) => void): true | string {
  const r = schema.safeParse(values);
  if (r.success) {
    setErrores({});
    return true;
  }
  const errs: Record<string, string> = {};
  for (const i of r.error.issues) errs[String(i.path[0])] ??= i.message;
  setErrores(errs);
  return r.error.issues[0]!.message;
}
