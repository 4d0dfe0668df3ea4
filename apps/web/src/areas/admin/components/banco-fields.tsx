import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { BANCOS, TIPOS_CUENTA } from '@agro/domain/constants';
import type { Campos } from '../../../lib/use-zod-form.ts';
import { RutInput } from './rut-input.tsx';

export interface DatosBanco {
  rut: string;
  email_bancario: string;
  banco: string;
  tipo_cuenta: string;
  numero_cuenta: string;
}

/**
 * The bank-account fields with the wizard's rules (cpBancoSchema): the client wizard's step 4, a
 * client's bank data after creation and the provider's own account; filled by `campo`.
 */
export function BancoFields({
  campo,
  emailDescription,
}: {
  campo: Campos<keyof DatosBanco>;
  /** What the e-mail is for; the label stays the one its messages name ("Email bancario"). */
  emailDescription?: string;
}) {
  const banco = campo('banco');
  const tipo = campo('tipo_cuenta');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <RutInput label="RUT del titular" required {...campo('rut')} />
      <TextInput
        label="Email bancario"
        description={emailDescription}
        type="email"
        required
        {...campo('email_bancario')}
      />
      <Select
        label="Banco"
        required
        data={[...BANCOS]}
        {...banco}
        value={banco.value || null}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Tipo de cuenta"
        required
        data={[...TIPOS_CUENTA]}
        {...tipo}
        value={tipo.value || null}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label="Número de cuenta" required inputMode="numeric" {...campo('numero_cuenta')} />
    </SimpleGrid>
  );
}
