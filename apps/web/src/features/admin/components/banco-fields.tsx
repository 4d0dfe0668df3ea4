import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { BANCOS, TIPOS_CUENTA } from '@agro/domain/constants';
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
 * client's bank data after creation and the provider's own account.
 */
export function BancoFields({
  value,
  set,
  errores,
  emailLabel = 'Email bancario',
}: {
  value: DatosBanco;
  set: (campo: keyof DatosBanco) => (valor: string) => void;
  errores: Record<string, string | undefined>;
  emailLabel?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <RutInput
        label="RUT del titular"
        required
        value={value.rut}
        onChange={set('rut')}
        error={errores.rut}
      />
      <TextInput
        label={emailLabel}
        type="email"
        required
        value={value.email_bancario}
        onChange={(e) => set('email_bancario')(e.currentTarget.value)}
        error={errores.email_bancario}
      />
      <Select
        label="Banco"
        required
        data={[...BANCOS]}
        value={value.banco || null}
        onChange={(v) => set('banco')(v ?? '')}
        searchable
        error={errores.banco}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Tipo de cuenta"
        required
        data={[...TIPOS_CUENTA]}
        value={value.tipo_cuenta || null}
        onChange={(v) => set('tipo_cuenta')(v ?? '')}
        error={errores.tipo_cuenta}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Número de cuenta"
        required
        inputMode="numeric"
        value={value.numero_cuenta}
        onChange={(e) => set('numero_cuenta')(e.currentTarget.value)}
        error={errores.numero_cuenta}
      />
    </SimpleGrid>
  );
}
