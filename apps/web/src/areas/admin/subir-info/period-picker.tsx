import { Box, Group, Text } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { todayInSantiago } from '@agro/domain/format';
import { periodLabel, periodOf, type Periodo } from '@agro/domain/periods';
import type { Marca } from './marcas-periodo.ts';
import { COLOR_MARCA, diaMarcado, propsDeDia, propsDeMes } from './period-picker-state.ts';

interface Props {
  kind: Periodo;
  /** A date inside the chosen period (YYYY-MM-DD), or null. */
  value: string | null;
  onChange: (date: string | null) => void;
  label?: string;
  error?: string | null;
  /** Periods that already have files, by first day: marked before the choice. */
  marcas?: Map<string, Marca>;
}

function Punto() {
  return (
    <Box
      component="span"
      aria-hidden
      style={{ display: 'inline-block', width: 6, height: 6, borderRadius: 3, background: COLOR_MARCA }}
    />
  );
}

/** The day number with a dot under it when its period already has files. */
function Dia({ date, marcado }: { date: string; marcado: boolean }) {
  return (
    <Box component="span" style={{ position: 'relative', lineHeight: 1 }}>
      {Number(date.slice(8, 10))}
      {marcado && (
        <Box component="span" style={{ position: 'absolute', left: '50%', bottom: -7, translate: '-50% 0' }}>
          <Punto />
        </Box>
      )}
    </Box>
  );
}

/**
 * A Monday–Sunday week (the whole week highlighted) or a calendar month, shown with the spec's period
 * label; weeks and months that already have files carry a dot, a legend says what it means, and each
 * marked day or month names its files in its accessible label and tooltip.
 */
export function PeriodPicker({ kind, value, onChange, label, error, marcas }: Props) {
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
    getMonthControlProps: (date: string) => propsDeMes(kind, marcas, date),
  };
  const leyenda = marcas && marcas.size > 0 && (
    <Group gap={6} mt={4} wrap="nowrap">
      <Punto />
      <Text size="xs" c="dimmed">
        {kind === 'semanal'
          ? 'Semanas con archivos ya subidos (el detalle aparece al pasar sobre el día)'
          : 'Meses con resúmenes ya subidos (el detalle aparece al pasar sobre el mes)'}
      </Text>
    </Group>
  );
  if (kind === 'mensual') {
    return (
      <div>
        <MonthPickerInput {...common} value={value} onChange={(v) => onChange(v)} />
        {leyenda}
      </div>
    );
  }
  return (
    <div>
      <DatePickerInput
        {...common}
        value={value}
        onChange={(v) => onChange(v)}
        withCellSpacing={false}
        renderDay={(date) => <Dia date={date} marcado={diaMarcado(marcas, date)} />}
        getDayProps={(date) => propsDeDia(marcas, value, date)}
      />
      {leyenda}
    </div>
  );
}
