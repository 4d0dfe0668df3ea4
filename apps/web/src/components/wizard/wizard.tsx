import { Alert, Anchor, Button, Group, Paper, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconPlus, IconSend } from '@tabler/icons-react';
import { useEffect, useReducer, type ReactNode } from 'react';
import { Link } from 'react-router';
import { wizardInicial, wizardReducer } from './wizard-state.ts';

export interface WizardStep {
  label: string;
  description?: string;
  content: ReactNode;
  /** Checks the step before moving on: true, or the message to show. */
  validate?: () => true | string;
  /** Extra gate for "Siguiente" (e.g. a confirm checkbox and a found record). */
  canNext?: boolean;
  /** True once what `validate` complained about is fixed (e.g. files attached): the message goes away. */
  resolved?: boolean;
}

/** What a successful send created: shown with a link to its page and a "Crear otro" action. */
export interface WizardDone {
  mensaje: string;
  /** The record's display id (e.g. 12-T-003). */
  id: string;
  /** Its detail page. */
  href: string;
}

export interface WizardProps {
  steps: WizardStep[];
  /**
   * Called from the last step; resolve true to go back to the first step (a successful send), or the
   * created record to show it until the user chooses "Crear otro".
   */
  onSubmit: () => Promise<boolean | WizardDone>;
  /** The last step's send gate (spec: enabled only after the confirm checkbox). */
  canSubmit: boolean;
  submitting?: boolean;
  submitLabel?: string;
  /** Called after a successful send went back to the start, to clear the form. */
  onReset?: () => void;
}

/** A Stepper-based wizard: per-step validation on "Siguiente", "Atrás", and a send button on the last (confirm) step. */
export function Wizard({
  steps,
  onSubmit,
  canSubmit,
  submitting,
  submitLabel = 'Enviar',
  onReset,
}: WizardProps) {
  const [{ active, error, done }, dispatch] = useReducer(wizardReducer, wizardInicial);
  const step = steps[active]!;
  useEffect(() => {
    if (step.resolved) dispatch({ type: 'resuelto' });
  }, [step.resolved]);

  function restart() {
    dispatch({ type: 'reiniciar' });
    onReset?.();
  }

  async function send() {
    dispatch({ type: 'enviar' });
    const resultado = await onSubmit();
    dispatch({ type: 'enviado', resultado });
    if (resultado === true) onReset?.();
  }

  if (done) return <WizardDonePanel done={done} onAnother={restart} />;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <WizardProgress steps={steps} active={active} onBack={(paso) => dispatch({ type: 'irA', paso })} />
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{step.content}</div>
      {error && (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => dispatch({ type: 'atras' })}
          disabled={active === 0 || submitting}
        >
          Atrás
        </Button>
        {active === steps.length - 1 ? (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            disabled={!canSubmit}
            loading={submitting}
          >
            {submitLabel}
          </Button>
        ) : (
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={() =>
              dispatch({ type: 'siguiente', check: step.validate?.() ?? true, total: steps.length })
            }
            disabled={step.canNext === false}
          >
            Siguiente
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The stepper, or on a phone a one-line progress (a vertical stepper would push the form off screen). */
function WizardProgress({
  steps,
  active,
  onBack,
}: {
  steps: WizardStep[];
  active: number;
  onBack: (paso: number) => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const step = steps[active]!;
  if (narrow)
    return (
      <div>
        <Text size="sm" fw={700}>
          Paso {active + 1} de {steps.length}: {step.label}
        </Text>
        <Progress
          value={((active + 1) / steps.length) * 100}
          size="sm"
          mt={6}
          aria-label={`Paso ${active + 1} de ${steps.length}`}
        />
      </div>
    );
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={onBack}>
      {steps.map((s) => (
        <Stepper.Step key={s.label} label={s.label} description={s.description}>
          {null}
        </Stepper.Step>
      ))}
    </Stepper>
  );
}

function WizardDonePanel({ done, onAnother }: { done: WizardDone; onAnother: () => void }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Alert color="green" icon={<IconCircleCheck size={20} />} title={done.mensaje} role="status">
        <Text size="sm">
          ID:{' '}
          <Anchor component={Link} to={done.href} fw={700} data-testid="wizard-created-id">
            {done.id}
          </Anchor>
        </Text>
      </Alert>
      <Group justify="flex-end" mt="lg" wrap="wrap">
        <Button component={Link} to={done.href} variant="default">
          Ver detalle
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={onAnother}>
          Crear otro
        </Button>
      </Group>
    </Paper>
  );
}
