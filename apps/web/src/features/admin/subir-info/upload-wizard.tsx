import { Alert, Loader, Group, Progress, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarMonth, IconCalendarWeek } from '@tabler/icons-react';
import { useState } from 'react';
import { type GrupoArchivos } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { periodLabel, periodOf, type Periodo } from '@agro/domain/periods';
import { gruposDeSubida } from '@agro/domain/schemas/subida';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { failureMessage } from '../../../lib/request.ts';
import { useTerritorio } from './api/get-territorio.ts';
import type { ArchivosPorCampo } from './api/subir-archivos.ts';
import { ArchivosStep, problemaArchivo } from './archivos-step.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { TerritorioStep } from './territorio-step.tsx';
import { useEnvio } from './use-envio.ts';
import { usePeriodoCheck } from './use-periodo-check.ts';
import { claseDeSlot, slotDe } from '@agro/domain/schemas/subida';

const TITULO_GRUPO: Record<GrupoArchivos, string> = {
  edeb: 'Archivos EDEB',
  sensores: 'Archivos Sensores',
  global: 'Resúmenes mensuales',
};
// Short step labels so six steps fit on one line of the stepper.
const PASO_GRUPO: Record<GrupoArchivos, string> = { edeb: 'EDEB', sensores: 'Sensores', global: 'Resúmenes' };
const VACIO: Record<GrupoArchivos, ArchivosPorCampo> = { edeb: {}, sensores: {}, global: {} };

/**
 * Subir Información (docs/RULES.md#states): 1 SEMANAL/MENSUAL, 2 territory and data confirmation, 3 period with
 * the existing-files check, 4 (and 5 for EDEB Full weekly) the file slots, then confirmation and send.
 */
export function UploadWizard({ territorioInicial }: { territorioInicial?: string }) {
  const [periodo, setPeriodo] = useState<Periodo | null>(null);
  const [typed, setTyped] = useState(territorioInicial ?? '');
  const [buscado, setBuscado] = useState<string | null>(territorioInicial ?? null);
  const [confirmado, setConfirmado] = useState(false);
  const [fecha, setFecha] = useState<string | null>(null);
  const [archivos, setArchivos] = useState(VACIO);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [confirmEnvio, setConfirmEnvio] = useState(false);
  const envio = useEnvio();

  const territorio = useTerritorio(buscado);
  const encontrado = territorio.data;
  const servicio = encontrado?.servicio ?? null;
  const rango = periodo && fecha ? periodOf(periodo, fecha) : null;
  const grupos = periodo && servicio ? gruposDeSubida(servicio.tipo_servicio, periodo) : [];
  const check = usePeriodoCheck(servicio?.servicio_id, grupos, rango);
  const ocupados = check.estado === 'listo' ? check.ocupados : [];
  // A group already uploaded for the period is left out; when all are, the period cannot be used.
  const pendientes = grupos.filter((g) => !ocupados.includes(g));
  const periodoLibre = check.estado === 'listo' && pendientes.length > 0;

  function limpiarDesde(paso: 'periodo' | 'archivos') {
    if (paso === 'periodo') setFecha(null);
    setArchivos(VACIO);
    setErrores({});
    setConfirmEnvio(false);
    envio.reset();
  }

  function reset() {
    setPeriodo(null);
    setTyped('');
    setBuscado(null);
    setConfirmado(false);
    limpiarDesde('periodo');
  }

  function elegirArchivo(grupo: GrupoArchivos, campo: string, file: File | null) {
    const slot = slotDe(grupo, campo)!;
    const problema = file ? problemaArchivo(file, claseDeSlot(slot.clase)) : null;
    setErrores(({ [`${grupo}.${campo}`]: _, ...rest }) =>
      problema ? { ...rest, [`${grupo}.${campo}`]: problema } : rest,
    );
    setArchivos((a) => ({ ...a, [grupo]: { ...a[grupo], [campo]: file } }));
    setConfirmEnvio(false);
  }

  const erroresDe = (g: GrupoArchivos) =>
    Object.fromEntries(
      Object.entries(errores).flatMap(([k, v]) =>
        k.startsWith(`${g}.`) ? [[k.slice(g.length + 1), v]] : [],
      ),
    );
  const elegidos = (g: GrupoArchivos) =>
    Object.values(archivos[g]).filter((f): f is File => f !== null && f !== undefined);

  const territorioError = territorio.isError
    ? failureMessage(territorio.error, MSG.territorioNoExiste)
    : null;

  const steps: WizardStep[] = [
    {
      label: 'Tipo de carga',
      canNext: periodo !== null,
      content: (
        <Radio.Group
          value={periodo}
          onChange={(v) => {
            setPeriodo(v as Periodo);
            limpiarDesde('periodo');
          }}
          label="¿Qué información vas a subir?"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <Radio.Card value="semanal" p="md" radius="md" aria-label="SEMANAL">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <IconCalendarWeek size={28} style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={700}>SEMANAL</Text>
                  <Text size="sm" c="dimmed">
                    Imágenes, videos y resúmenes EDEB o Sensores de una semana (lunes a domingo).
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <Radio.Card value="mensual" p="md" radius="md" aria-label="MENSUAL">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <IconCalendarMonth size={28} style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={700}>MENSUAL</Text>
                  <Text size="sm" c="dimmed">
                    Resúmenes mensuales del territorio (PDF o Word).
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          </SimpleGrid>
        </Radio.Group>
      ),
    },
    {
      label: 'Territorio',
      canNext: typed.trim() !== '' && confirmado && Boolean(servicio),
      content: (
        <TerritorioStep
          typed={typed}
          onTyped={(v) => {
            setTyped(v);
            setConfirmado(false);
          }}
          onBuscar={() => {
            setBuscado(typed.trim());
            setConfirmado(false);
            limpiarDesde('periodo');
            if (buscado === typed.trim()) void territorio.refetch();
          }}
          buscando={territorio.isFetching}
          encontrado={encontrado}
          error={territorioError}
          confirmado={confirmado}
          onConfirmado={setConfirmado}
        />
      ),
    },
    {
      label: 'Periodo',
      canNext: periodoLibre,
      content: (
        <Stack gap="sm">
          <PeriodPicker
            kind={periodo ?? 'semanal'}
            value={fecha}
            onChange={(d) => {
              setFecha(d);
              limpiarDesde('archivos');
            }}
          />
          {check.estado === 'revisando' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Revisando el periodo…</Text>
            </Group>
          )}
          {check.estado === 'error' && <Alert color="red">{check.mensaje}</Alert>}
          {check.estado === 'listo' && pendientes.length === 0 && (
            <Alert color="red" role="alert">
              {MSG.periodoConArchivos}
            </Alert>
          )}
          {check.estado === 'listo' && pendientes.length > 0 && ocupados.length > 0 && (
            <Alert color="yellow">
              {TITULO_GRUPO[ocupados[0]!]} de este periodo ya fueron subidos; solo se subirán{' '}
              {TITULO_GRUPO[pendientes[0]!].toLowerCase()}.
            </Alert>
          )}
          {periodoLibre && <Alert color="green">Periodo disponible: {periodLabel(periodo!, rango!)}</Alert>}
        </Stack>
      ),
    },
    // While the period is unknown or fully taken, the service's groups still show as steps.
    ...(pendientes.length > 0 ? pendientes : grupos).map((g): WizardStep => ({
      label: PASO_GRUPO[g],
      validate: () =>
        elegidos(g).length === 0
          ? MSG.seleccioneArchivo
          : Object.keys(erroresDe(g)).length > 0
            ? MSG.tipoArchivoNoPermitido
            : true,
      content: (
        <ArchivosStep
          grupo={g}
          titulo={TITULO_GRUPO[g]}
          archivos={archivos[g]}
          errores={erroresDe(g)}
          onChange={(campo, f) => elegirArchivo(g, campo, f)}
        />
      ),
    })),
    {
      label: 'Confirmación',
      content: (
        <Stack gap="md">
          <WizardConfirm
            checked={confirmEnvio}
            onChange={setConfirmEnvio}
            checkboxLabel="Confirmo que los archivos y el periodo son correctos"
            sections={[
              {
                title: 'Territorio y periodo',
                items: [
                  {
                    label: 'Territorio',
                    value: encontrado
                      ? `${territorioDisplayId(encontrado.parcela.identificador, encontrado.parcela.parcelarel_id)} · ${encontrado.parcela.nombre}`
                      : '',
                  },
                  { label: 'Empresa', value: encontrado?.parcela.nombre_empresa },
                  { label: 'Servicio', value: servicio?.tipo_servicio },
                  { label: 'Tipo de carga', value: periodo === 'mensual' ? 'MENSUAL' : 'SEMANAL' },
                  { label: 'Periodo', value: rango && periodo ? periodLabel(periodo, rango) : '' },
                ],
              },
              ...pendientes.map((g) => ({
                title: `${TITULO_GRUPO[g]}${envio.enviados.includes(g) ? ' (enviados)' : ''}`,
                items: elegidos(g).map((f, i) => ({ label: `Archivo ${i + 1}`, value: f.name })),
              })),
            ]}
          />
          {envio.progreso !== null && (
            <Stack gap={4}>
              <Text size="sm">
                {envio.progreso >= 100 ? 'Procesando…' : `Subiendo archivos… ${Math.round(envio.progreso)}%`}
              </Text>
              <Progress value={envio.progreso} animated={envio.enviando} aria-label="Progreso de la subida" />
            </Stack>
          )}
          {envio.error && (
            <Alert color="red" role="alert">
              {envio.error}
            </Alert>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      canSubmit={confirmEnvio && !envio.enviando && Boolean(servicio && rango)}
      submitting={envio.enviando}
      submitLabel="Enviar"
      onSubmit={() => envio.enviar(servicio!.servicio_id, rango!, pendientes, archivos)}
      onReset={reset}
    />
  );
}
