import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { todayInSantiago } from '@agro/domain/format';
import { periodLabel, periodOf, weekOf, type Periodo } from '@agro/domain/periods';

interface Props {
  kind: Periodo;
  /** A date inside the chosen period (YYYY-MM-DD), or null. */
  value: string | null;
  onChange: (date: string | null) => void;
  label?: string;
  error?: string | null;
}

/** A Monday–Sunday week (the whole week highlighted) or a calendar month, shown with the spec's period label. */
export function PeriodPicker({ kind, value, onChange, label, error }: Props) {
  const maxDate = periodOf(kind, todayInSantiago()).termino;
  const common = {
    label: label ?? (kind === 'semanal' ? 'Semana (lunes a domingo)' : 'Mes'),
    placeholder: kind === 'semanal' ? 'Elige un día de la semana' : 'Elige el mes',
    leftSection: <IconCalendar size={16} />,
    maxDate,
    clearable: true,
    error: error ?? undefined,
    w: { base: '100%', sm: 420 },
    valueFormatter: () => (value ? periodLabel(kind, periodOf(kind, value)) : ''),
    popoverProps: { withinPortal: true },
    ariaLabels: {
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      previousYear: 'Año anterior',
      nextYear: 'Año siguiente',
      monthLevelControl: 'Elegir mes',
      yearLevelControl: 'Elegir año',
    },
  };
  if (kind === 'mensual') {
    return <MonthPickerInput {...common} value={value} onChange={(v) => onChange(v)} />;
  }
  const semana = value ? weekOf(value) : null;
  return (
    <DatePickerInput
      {...common}
      value={value}
      onChange={(v) => onChange(v)}
      withCellSpacing={false}
      getDayProps={(date) => {
        const inWeek = semana !== null && date >= semana.inicio && date <= semana.termino;
        return {
          'data-date': date,
          inRange: inWeek,
          firstInRange: inWeek && date === semana!.inicio,
          lastInRange: inWeek && date === semana!.termino,
          selected: inWeek,
        };
      }}
    />
  );
}
