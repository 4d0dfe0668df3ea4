import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { recuperarFormSchema } from '@agro/domain/schemas/auth';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { solicitarRecuperacion } from '../api/recuperar.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /recuperar-contrasena: asks for a reset e-mail; the same message follows whatever the answer. */
export function RecuperarContrasenaPage() {
  const form = useZodForm(recuperarFormSchema, { initialValues: { email: '' } });
  const [loading, setLoading] = useState(false);
  const [enviado, setEnviado] = useState(false);

  async function onSubmit({ email }: { email: string }) {
    setLoading(true);
    await solicitarRecuperacion(email);
    setLoading(false);
    setEnviado(true);
  }

  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Ingresa el correo de tu cuenta y te enviaremos instrucciones para crear una nueva contraseña."
    >
      {/* Only a required check applies here (docs/RULES.md#validation): the format is not judged. */}
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {enviado && (
            <Alert color="agro" icon={<IconMailCheck size={18} />}>
              {MSG.recuperarEnviado}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Ej.: nombre@empresa.cl"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={loading}>
            Enviar
          </Button>
          <Center>
            <Anchor component={Link} to="/login" size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              Volver a iniciar sesión
            </Anchor>
          </Center>
        </Stack>
      </form>
    </AuthCard>
  );
}
