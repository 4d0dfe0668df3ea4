import { Box } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * Two images on top of each other, the first one revealed up to the slider's position. The slider is a
 * native range input, so arrows, Page Up/Down, Home and End move it and screen readers announce it.
 */
export function CompararDeslizador({
  antes,
  despues,
  label,
}: {
  antes: { src: string; alt: string; etiqueta: string };
  despues: { src: string; alt: string; etiqueta: string };
  label: string;
}) {
  const [pos, setPos] = useState(50);
  const id = useId();
  const etiqueta = {
    position: 'absolute',
    top: 8,
    padding: '2px 8px',
    borderRadius: 4,
    background: 'rgba(0,0,0,0.65)',
    color: '#fff',
    fontSize: 12,
    pointerEvents: 'none',
  } as const;
  return (
    // Narrow enough that the image and its slider fit on a laptop's screen together.
    <Box data-testid="compare-slider" maw={720} mx="auto" w="100%">
      <Box pos="relative" style={{ overflow: 'hidden', borderRadius: 8, background: '#111' }}>
        <img
          src={despues.src}
          alt={despues.alt}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
        <img
          src={antes.src}
          alt={antes.alt}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            clipPath: `inset(0 ${100 - pos}% 0 0)`,
          }}
        />
        <Box
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${pos}%`,
            width: 3,
            marginLeft: -1,
            background: '#fff',
            boxShadow: '0 0 4px rgba(0,0,0,0.6)',
            pointerEvents: 'none',
          }}
        />
        <span style={{ ...etiqueta, left: 8 }}>{antes.etiqueta}</span>
        <span style={{ ...etiqueta, right: 8 }}>{despues.etiqueta}</span>
      </Box>
      <label htmlFor={id} style={visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={pos}
        onChange={(e) => setPos(Number(e.currentTarget.value))}
        aria-valuetext={`${pos} % de ${antes.etiqueta}`}
        style={{ width: '100%', marginTop: 8, accentColor: 'var(--mantine-primary-color-filled)' }}
      />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
