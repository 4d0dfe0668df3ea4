import type { KeyboardEvent, PointerEvent, RefObject } from 'react';

/**
 * The swipe map's divider: dragged with a pointer (mouse, finger) or moved with the arrow keys, it
 * says which share of the map's width shows period A.
 */
export function DivisorDeslizar({
  pos,
  onPos,
  caja,
}: {
  pos: number;
  onPos: (pos: number) => void;
  /** The box the divider moves across (the map's). */
  caja: RefObject<HTMLDivElement | null>;
}) {
  const mover = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId) || !caja.current) return;
    const r = caja.current.getBoundingClientRect();
    onPos(Math.min(100, Math.max(0, ((e.clientX - r.left) / r.width) * 100)));
  };
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    const paso = e.key === 'ArrowLeft' ? -5 : e.key === 'ArrowRight' ? 5 : 0;
    if (paso === 0) return;
    e.preventDefault();
    onPos(Math.min(100, Math.max(0, pos + paso)));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Divisor entre el periodo A (izquierda) y el B (derecha)"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pos)}
      aria-valuetext={`${Math.round(pos)} % del ancho muestra el periodo A`}
      onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
      onPointerMove={mover}
      onKeyDown={teclas}
      data-testid="divisor"
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `calc(${pos}% - 14px)`,
        width: 28,
        zIndex: 700,
        cursor: 'ew-resize',
        touchAction: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 13,
          width: 2,
          background: '#fff',
          boxShadow: '0 0 3px #0009',
        }}
      />
      <div
        style={{
          width: 24,
          height: 24,
          borderRadius: 12,
          background: '#fff',
          boxShadow: '0 1px 4px #0009',
          zIndex: 1,
          fontSize: 12,
          lineHeight: '24px',
          textAlign: 'center',
        }}
      >
        ⇆
      </div>
    </div>
  );
}
