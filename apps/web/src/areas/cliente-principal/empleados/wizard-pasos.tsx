import type { ReactNode } from 'react';
import { Alert, Card, Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { parcelaDisplayId } from '@agro/domain/format';
import { formatPhone, formatRut } from '@agro/domain/rules';
import { InfoList } from '../components/info-list.tsx';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

export interface DatosEmpleado {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  rut: string;
  cargo: string;
}
export const DATOS_VACIOS: DatosEmpleado = {
  nombre: '',
  apellido: '',
  email: '',
  telefono: '+569',
  rut: '',
  cargo: '',
};

/** Step 1: the worker's data; RUT and phone are formatted while typing (docs/RULES.md#validation). */
export function PasoDatos(props: {
  datos: DatosEmpleado;
  errores: Record<string, ReactNode>;
  onChange: (d: DatosEmpleado) => void;
}) {
  const { datos, errores } = props;
  const campo = (k: keyof DatosEmpleado, format: (v: string) => string = (v) => v) => ({
    value: datos[k],
    error: errores[k],
    onChange: (e: { currentTarget: { value: string } }) =>
      props.onChange({ ...datos, [k]: format(e.currentTarget.value) }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Nombre" required maxLength={100} {...campo('nombre')} />
      <TextInput label="Apellido" required maxLength={100} {...campo('apellido')} />
      <TextInput label="Correo electrónico" type="email" required maxLength={320} {...campo('email')} />
      <TextInput
        label="Teléfono"
        required
        placeholder="Ej.: +56912345678"
        maxLength={12}
        {...campo('telefono', formatPhone)}
      />
      <TextInput
        label="RUT"
        required
        placeholder="Ej.: 12.345.678-5"
        maxLength={12}
        {...campo('rut', formatRut)}
      />
      <TextInput label="Cargo" maxLength={100} {...campo('cargo')} />
    </SimpleGrid>
  );
}

/** Step 2: one of the company's territories, shown once found, and its confirmation box. */
export function PasoParcela(props: {
  parcelas: Parcela[];
  parcelaId: number | null;
  confirmado: boolean;
  onParcela: (id: number | null) => void;
  onConfirmado: (v: boolean) => void;
}) {
  const parcela = props.parcelas.find((p) => p.parcela_id === props.parcelaId);
  return (
    <Stack gap="md">
      <Select
        label="Territorio"
        description="El trabajador verá los informes de este territorio. Luego puedes asociarle otros."
        placeholder="Selecciona un territorio"
        data={props.parcelas.map((p) => ({
          value: String(p.parcela_id),
          label: `${parcelaDisplayId(p.cp_id, p.parcelarel_id)} · ${p.nombre}`,
        }))}
        value={props.parcelaId ? String(props.parcelaId) : null}
        onChange={(v) => {
          props.onParcela(v ? Number(v) : null);
          props.onConfirmado(false);
        }}
        searchable
        nothingFoundMessage="No se encontró el territorio"
      />
      {parcela && (
        <Card withBorder padding="md" bg="gray.0" data-testid="territorio-encontrado">
          <InfoList
            items={[
              ['ID', parcelaDisplayId(parcela.cp_id, parcela.parcelarel_id)],
              ['Nombre', parcela.nombre],
              ['Región', parcela.region],
              ['Ciudad', parcela.ciudad],
              ['Dirección', parcela.direccion_ref],
              ['Servicio', parcela.tipo_servicio ?? 'Sin servicio'],
            ]}
          />
        </Card>
      )}
      <Checkbox
        label="Confirmo que los datos del territorio son correctos"
        checked={props.confirmado}
        disabled={!parcela}
        onChange={(e) => props.onConfirmado(e.currentTarget.checked)}
      />
    </Stack>
  );
}

/** Step 3: summary and the two confirmations needed to send. */
export function PasoConfirmacion(props: {
  datos: DatosEmpleado;
  parcela: Parcela | undefined;
  checks: [boolean, boolean];
  onChecks: (c: [boolean, boolean]) => void;
}) {
  const { datos, parcela } = props;
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <InfoList
          items={[
            ['Nombre', `${datos.nombre} ${datos.apellido}`],
            ['Correo electrónico', datos.email],
            ['Teléfono', datos.telefono],
            ['RUT', datos.rut],
            ['Cargo', datos.cargo],
            [
              'Territorio',
              parcela ? `${parcelaDisplayId(parcela.cp_id, parcela.parcelarel_id)} · ${parcela.nombre}` : '',
            ],
          ]}
        />
      </Card>
      <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
        <Text size="sm">
          El trabajador recibirá un correo en {datos.email} con un enlace para crear su contraseña e ingresar
          a la plataforma.
        </Text>
      </Alert>
      <Checkbox
        label="Confirmo que los datos del trabajador son correctos"
        checked={props.checks[0]}
        onChange={(e) => props.onChecks([e.currentTarget.checked, props.checks[1]])}
      />
      <Checkbox
        label="Confirmo que este trabajador tendrá acceso a la información del territorio seleccionado"
        checked={props.checks[1]}
        onChange={(e) => props.onChecks([props.checks[0], e.currentTarget.checked])}
      />
    </Stack>
  );
}
