import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard.tsx';
import { failureMessage } from '../../../lib/request.ts';
import { ConfirmacionStep } from './pasos/confirmacion-step.tsx';
import { PeriodoStep } from './pasos/periodo-step.tsx';
import { TipoCargaStep } from './pasos/tipo-carga-step.tsx';
import { PASO_GRUPO, TITULO_GRUPO } from './pasos/titulos.ts';
import { DropStep } from './reanudable/drop-step.tsx';
import { ParcelaStep } from './parcela-step.tsx';
import { useSubidaWizard, type SubidaWizardModelo } from './use-subida-wizard.ts';
import { validarGrupo } from './wizard-estado.ts';

/** One files step per group: a drop zone whose files upload resumably at once (issue 18). */
function pasoGrupo(w: SubidaWizardModelo, g: GrupoArchivos): WizardStep {
  const { subidas } = w;
  const archivos = w.deGrupo(g);
  return {
    label: PASO_GRUPO[g],
    validate: () => validarGrupo(archivos),
    resolved: validarGrupo(archivos) === true,
    content: (
      <DropStep
        grupo={g}
        titulo={TITULO_GRUPO[g]}
        items={subidas.items.filter((i) => i.grupo === g)}
        pendientes={subidas.pendientes.filter((p) => p.grupo === g)}
        agregar={(files) => subidas.agregar(g, files)}
        pausar={subidas.pausar}
        reanudar={subidas.reanudar}
        cancelar={subidas.cancelar}
        describir={subidas.describir}
        subirRaster={subidas.subirRaster}
        descartarPendientes={subidas.descartarPendientes}
      />
    ),
  };
}

/**
 * Subir Información (docs/RULES.md#states): 1 SEMANAL/MENSUAL, 2 territory and data confirmation, 3 period with
 * the existing-files check, 4 (and 5 for EDEB Full weekly) a drop zone per group whose files upload
 * resumably at once (GeoTIFFs once described), then confirmation: one commit publishes every group.
 */
export function SubidaWizard({ parcelaInicial }: { parcelaInicial?: string }) {
  const w = useSubidaWizard(parcelaInicial);
  const { parcela } = w;
  const steps: WizardStep[] = [
    {
      label: 'Tipo de carga',
      canNext: w.periodo !== null,
      content: <TipoCargaStep value={w.periodo} onChange={w.acciones.periodo} />,
    },
    {
      label: 'Territorio',
      canNext: w.buscado !== null && w.confirmado && Boolean(w.servicio),
      content: (
        <ParcelaStep
          value={w.buscado}
          onChange={w.acciones.parcela}
          buscando={parcela.isFetching}
          encontrado={parcela.data}
          error={parcela.isError ? failureMessage(parcela.error, MSG.territorioNoExiste) : null}
          confirmado={w.confirmado}
          onConfirmado={w.acciones.confirmarParcela}
        />
      ),
    },
    { label: 'Periodo', canNext: w.periodoLibre, content: <PeriodoStep w={w} /> },
    // While the period is unknown or fully taken, the service's groups still show as steps.
    ...(w.pendientes.length > 0 ? w.pendientes : w.grupos).map((g) => pasoGrupo(w, g)),
    { label: 'Confirmación', content: <ConfirmacionStep w={w} /> },
  ];

  return (
    <Wizard
      steps={steps}
      canSubmit={
        w.confirmEnvio &&
        !w.enviando &&
        w.enCurso === 0 &&
        w.validas.length > 0 &&
        Boolean(w.servicio && w.rango)
      }
      submitting={w.enviando}
      submitLabel="Enviar"
      onSubmit={w.enviar}
      onReset={w.acciones.reiniciar}
    />
  );
}
