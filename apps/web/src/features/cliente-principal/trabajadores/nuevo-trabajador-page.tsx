import { Button, Card, Group, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useCpSelf } from '../api/get-cp-self.ts';
import { useRegistrarEmpleado } from '../api/empleado-mutations.ts';
import { useParcelas } from '../api/get-parcelas.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import {
  DATOS_VACIOS,
  PasoConfirmacion,
  PasoDatos,
  PasoTerritorio,
  type DatosTrabajador,
} from './wizard-pasos.tsx';
import { detalleTrabajadorUrl } from './trabajador-card.tsx';

const PASOS = [
  ['Datos', 'Datos del trabajador'],
  ['Territorio', 'Seleccionar territorio'],
  ['Confirmación', 'Revisar y enviar'],
] as const;

const Titulo = ({ paso }: { paso: number }) => (
  <Text fw={700} mb="sm">
    Paso {paso + 1} de 3: {PASOS[paso]![1]}
  </Text>
);

const datosSchema = empleadoRegistroSchema.pick({
  nombre: true,
  apellido: true,
  email: true,
  telefono: true,
  rut: true,
  cargo: true,
});

/** /cliente-principal/mis-trabajadores/nuevo: the 3-step new-worker wizard (docs/RULES.md#states). */
export function CpNuevoTrabajadorPage() {
  const { data: cp } = useCpSelf();
  const parcelas = useParcelas(cp?.cp_id);
  const registrar = useRegistrarEmpleado();
  const navigate = useNavigate();
  const [paso, setPaso] = useState(0);
  const [datos, setDatos] = useState<DatosTrabajador>(DATOS_VACIOS);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [parcelaId, setParcelaId] = useState<number | null>(null);
  const [territorioOk, setTerritorioOk] = useState(false);
  const [checks, setChecks] = useState<[boolean, boolean]>([false, false]);
  const angosto = useMediaQuery('(max-width: 36em)');

  if (!cp || parcelas.isPending) return <Cargando label="Cargando" />;
  const lista = parcelas.data ?? [];
  const parcela = lista.find((p) => p.parcela_id === parcelaId);

  const siguienteDesdeDatos = () => {
    const parsed = datosSchema.safeParse(datos);
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    setDatos({ ...datos, ...parsed.data });
    setPaso(1);
  };

  async function enviar() {
    if (!parcela) return;
    try {
      const res = await registrar.mutateAsync({
        ...datos,
        cp_id: cp!.cp_id,
        idTerritorio: parcela.parcelarel_id,
      });
      notify.success(MSG.trabajadorRegistrado);
      navigate(detalleTrabajadorUrl({ cp_id: cp!.cp_id, empleado_id: res.empleado_id }));
    } catch (err) {
      // A taken e-mail is worth saying precisely; anything else gets the spec's text.
      const taken = err instanceof ApiError && err.status === 409;
      notify.error(taken ? MSG.emailEnUso : failureMessage(err, MSG.registroFallido));
      if (taken) setPaso(0);
    }
  }

  return (
    <>
      <PageHeader
        title="Nuevo trabajador"
        subtitle="Registra a una persona de tu empresa y elige a qué territorio tendrá acceso."
        actions={
          <Button
            component={Link}
            to="/cliente-principal/mis-trabajadores"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Volver
          </Button>
        }
      />
      {lista.length === 0 ? (
        <Vacio texto={MSG.sinTerritorios} />
      ) : (
        <Card withBorder padding="lg">
          {/* On narrow screens the steps show as numbers only, with the current one named above the form. */}
          <Stepper
            active={paso}
            onStepClick={(s) => s < paso && setPaso(s)}
            allowNextStepsSelect={false}
            size="sm"
          >
            <Stepper.Step
              label={angosto ? undefined : PASOS[0][0]}
              description={angosto ? undefined : PASOS[0][1]}
            >
              {angosto && <Titulo paso={0} />}
              <PasoDatos datos={datos} errores={errores} onChange={setDatos} />
            </Stepper.Step>
            <Stepper.Step
              label={angosto ? undefined : PASOS[1][0]}
              description={angosto ? undefined : PASOS[1][1]}
            >
              {angosto && <Titulo paso={1} />}
              <PasoTerritorio
                parcelas={lista}
                parcelaId={parcelaId}
                confirmado={territorioOk}
                onParcela={setParcelaId}
                onConfirmado={setTerritorioOk}
              />
            </Stepper.Step>
            <Stepper.Step
              label={angosto ? undefined : PASOS[2][0]}
              description={angosto ? undefined : PASOS[2][1]}
            >
              {angosto && <Titulo paso={2} />}
              <PasoConfirmacion datos={datos} parcela={parcela} checks={checks} onChecks={setChecks} />
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between" mt="xl">
            <Button variant="default" onClick={() => setPaso(paso - 1)} disabled={paso === 0}>
              Anterior
            </Button>
            {paso === 0 && <Button onClick={siguienteDesdeDatos}>Siguiente</Button>}
            {paso === 1 && (
              <Button onClick={() => setPaso(2)} disabled={!parcela || !territorioOk}>
                Siguiente
              </Button>
            )}
            {paso === 2 && (
              <Button
                onClick={enviar}
                disabled={!checks[0] || !checks[1] || !territorioOk}
                loading={registrar.isPending}
              >
                Registrar trabajador
              </Button>
            )}
          </Group>
        </Card>
      )}
    </>
  );
}
