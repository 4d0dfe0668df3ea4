import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarAdmin } from '@agro/domain/contracts/admin';
import type { AdminDatosInput } from '@agro/domain/schemas/admin';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /admin/{admin_id}: nombre, apellido, rut, telefono of the signed-in staff member. */
export function useUpdateAdmin(adminId: number | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDatosInput) => call(actualizarAdmin, { params: { admin_id: adminId! }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
