import { Button } from '@mantine/core';
import { IconKey, IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { MSG } from '@agro/domain/messages';
import { useEnviarEnlace } from '../api/enviar-enlace.ts';
import { useReenviarInvitacion } from '../api/reenviar-invitacion.ts';
import { useCambiarEstadoEmpleado } from '../api/cambiar-estado-empleado.ts';
import { confirmar, ejecutar } from './confirmar.tsx';

interface EmpleadoCuenta {
  empleado_id: number;
  nombre: string;
  apellido: string;
  email: string;
  is_active: boolean;
  invitacion_pendiente: boolean;
}

/**
 * The account actions on a worker (principal client and back office): resend a pending invitation,
 * deactivate or reactivate, and for staff, e-mail a link to set a new password.
 */
export function EmpleadoAcciones({ empleado, staff = false }: { empleado: EmpleadoCuenta; staff?: boolean }) {
  const reenviar = useReenviarInvitacion();
  const activo = useCambiarEstadoEmpleado();
  const enlace = useEnviarEnlace();
  const nombre = `${empleado.nombre} ${empleado.apellido}`;
  return (
    <>
      {empleado.invitacion_pendiente && empleado.is_active && (
        <Button
          variant="light"
          leftSection={<IconMailForward size={16} />}
          loading={reenviar.isPending}
          onClick={() =>
            void ejecutar(
              () => reenviar.mutateAsync({ empleado_id: empleado.empleado_id }),
              MSG.invitacionNoReenviada,
            )
          }
        >
          Reenviar invitación
        </Button>
      )}
      {staff && empleado.is_active && !empleado.invitacion_pendiente && (
        <Button
          variant="light"
          leftSection={<IconKey size={16} />}
          loading={enlace.isPending}
          onClick={() => void ejecutar(() => enlace.mutateAsync(empleado.email), MSG.enlaceNoEnviado)}
        >
          Enviar enlace de contraseña
        </Button>
      )}
      {empleado.is_active ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconUserOff size={16} />}
          loading={activo.isPending}
          onClick={() =>
            confirmar({
              title: 'Desactivar trabajador',
              text: `${nombre} no podrá ingresar a la plataforma y sus sesiones abiertas se cerrarán. Podrás reactivarlo cuando quieras.`,
              confirm: 'Desactivar',
              danger: true,
              run: () => activo.mutateAsync({ empleado_id: empleado.empleado_id, activo: false }),
              fallback: MSG.peticionNoProcesada,
            })
          }
        >
          Desactivar
        </Button>
      ) : (
        <Button
          variant="light"
          leftSection={<IconUserCheck size={16} />}
          loading={activo.isPending}
          onClick={() =>
            confirmar({
              title: 'Reactivar trabajador',
              text: `${nombre} podrá volver a ingresar a la plataforma.`,
              confirm: 'Reactivar',
              run: () => activo.mutateAsync({ empleado_id: empleado.empleado_id, activo: true }),
              fallback: MSG.peticionNoProcesada,
            })
          }
        >
          Reactivar
        </Button>
      )}
    </>
  );
}
