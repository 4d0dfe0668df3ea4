import { TagsInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { COSECHA_MAX } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';

/**
 * The harvest entries (admin Agregar Territorio, "Editar cosecha"): an entry past the 10th is refused at
 * the field with "Máximo 10 cultivos" and its text is dropped, so nothing rejected is saved later.
 */
export function CosechaInput({
  value,
  onChange,
  description,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  description: string;
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [lleno, setLleno] = useState(false);
  return (
    <TagsInput
      label="Cosecha"
      description={description}
      value={value}
      onChange={(tags) => {
        if (tags.length > COSECHA_MAX) {
          setLleno(true);
          setSearch('');
          return;
        }
        setLleno(false);
        onChange(tags);
      }}
      searchValue={search}
      onSearchChange={(s) => {
        // Typing an 11th entry already says why it will not be added.
        setLleno(value.length >= COSECHA_MAX && s.trim() !== '');
        setSearch(s);
      }}
      onBlur={() => value.length >= COSECHA_MAX && setSearch('')}
      splitChars={[',', ';']}
      error={lleno ? MSG.maximoCultivos : error}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
