import { Anchor, Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { confirmarCorreoSchema } from '@agro/domain/schemas/auth';
import { notify } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /confirmar-correo: a static screen; the specification wires it to no call, so none is made. */
export function ConfirmarCorreoPage() {
  const form = useZodForm(confirmarCorreoSchema, { initialValues: { codigo: '' } });

  return (
    <AuthCard
      title="Confirmar correo"
      subtitle="Te enviamos un código de verificación a tu correo electrónico."
    >
      <form onSubmit={form.onSubmit(() => void notify.info(MSG.confirmarCorreoInfo))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Ingresa el código tal como aparece en el mensaje. Si no lo encuentras, revisa tu carpeta de spam o
            contacta a nuestro equipo.
          </Text>
          <TextInput
            label="Código de verificación"
            placeholder="Ej.: 123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...form.getInputProps('codigo')}
          />
          <Button type="submit" size="md">
            Confirmar
          </Button>
          <Center>
            <Anchor component={Link} to="/login" size="sm">
              Volver a iniciar sesión
            </Anchor>
          </Center>
        </Stack>
      </form>
    </AuthCard>
  );
}
