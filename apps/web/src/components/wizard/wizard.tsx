import { Alert, Button, Group, Paper, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export interface WizardStep {
  label: string;
  description?: string;
  content: ReactNode;
  /** Checks the step before moving on: true, or the message to show. */
  validate?: () => true | string;
  /** Extra gate for "Siguiente" (e.g. a confirm checkbox and a found record). */
  canNext?: boolean;
}

export interface WizardProps {
  steps: WizardStep[];
  /** Called from the last step; resolve true to go back to the first step (a successful send). */
  onSubmit: () => Promise<boolean>;
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
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const last = active === steps.length - 1;
  const step = steps[active]!;

  function next() {
    const ok = step.validate?.() ?? true;
    if (ok !== true) return setError(ok);
    setError(null);
    setActive((a) => Math.min(a + 1, steps.length - 1));
  }

  function back() {
    setError(null);
    setActive((a) => Math.max(a - 1, 0));
  }

  async function send() {
    setError(null);
    if (await onSubmit()) {
      setActive(0);
      onReset?.();
    }
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      {narrow ? (
        // On a phone a vertical stepper would push the form off screen: a one-line progress instead.
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
      ) : (
        <Stepper
          active={active}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(i) => i < active && (setError(null), setActive(i))}
        >
          {steps.map((s) => (
            <Stepper.Step key={s.label} label={s.label} description={s.description}>
              {null}
            </Stepper.Step>
          ))}
        </Stepper>
      )}
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
          onClick={back}
          disabled={active === 0 || submitting}
        >
          Atrás
        </Button>
        {last ? (
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
            onClick={next}
            disabled={step.canNext === false}
          >
            Siguiente
          </Button>
        )}
      </Group>
    </Paper>
  );
}
