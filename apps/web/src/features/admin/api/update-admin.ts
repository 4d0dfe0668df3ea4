import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDatosInput } from '@agro/domain/schemas/admin';
import { api, type ApiBody } from '../../../lib/request.ts';
import { adminSelfQuery } from './get-admin-self.ts';

/** PUT admin/{admin_id}: nombre, apellido, rut, telefono. */
export function useUpdateAdmin(adminId: number | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDatosInput) => api<ApiBody>(`admin/${adminId}`, 'PUT', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminSelfQuery.queryKey }),
  });
}
