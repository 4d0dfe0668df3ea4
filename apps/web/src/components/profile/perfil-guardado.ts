/** CANCELAR of a profile form: back to the saved values with no errors and no avatar picked. */
export function descartar<T>(
  form: { setValues: (v: T) => void; resetDirty: (v: T) => void; clearErrors: () => void },
  guardado: T,
  avatar: { setFile: (f: null) => void },
) {
  form.setValues(guardado);
  form.resetDirty(guardado);
  form.clearErrors();
  avatar.setFile(null);
}
