import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { avanzaSolo, indiceCircular } from './carousel-state.ts';
import classes from './image-carousel.module.css';

export interface Slide {
  src: string;
  alt: string;
  caption: ReactNode;
}

const INTERVAL_MS = 7000;

/** A small accessible image carousel (WAI-ARIA carousel pattern): arrows, dots, pausable auto-advance. */
export function ImageCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduceMotion = useReducedMotion();
  const n = slides.length;
  const go = (i: number) => setIndex(indiceCircular(i, n));

  const autoplay = avanzaSolo({ paused, hovered, reduceMotion, n });
  useEffect(() => {
    if (!autoplay) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % n), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [autoplay, n]);

  return (
    <Box
      component="section"
      className={classes.root}
      aria-roledescription="carrusel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={() => setHovered(false)}
    >
      <div
        className={classes.track}
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={autoplay ? 'off' : 'polite'}
      >
        {slides.map((s, i) => (
          <div
            key={s.src}
            className={classes.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${n}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <img
              className={classes.image}
              src={s.src}
              alt={s.alt}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
            <div className={classes.shade} />
            <Container size="lg" className={classes.caption}>
              {s.caption}
            </Container>
          </div>
        ))}
      </div>
      <CarouselControls
        slides={slides}
        index={index}
        paused={paused}
        onGo={go}
        onPause={() => setPaused((p) => !p)}
      />
    </Box>
  );
}

/** The dots (one per slide), pause/resume, previous and next. */
function CarouselControls(props: {
  slides: Slide[];
  index: number;
  paused: boolean;
  onGo: (i: number) => void;
  onPause: () => void;
}) {
  const { index, paused } = props;
  return (
    <Container size="lg" className={classes.controls}>
      <Group justify="space-between">
        <Group gap={2}>
          {props.slides.map((s, i) => (
            <button
              key={s.src}
              type="button"
              className={classes.dot}
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === index}
              onClick={() => props.onGo(i)}
            />
          ))}
        </Group>
        <Group gap="xs">
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            onClick={props.onPause}
            aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
          >
            {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            onClick={() => props.onGo(index - 1)}
            aria-label="Diapositiva anterior"
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            onClick={() => props.onGo(index + 1)}
            aria-label="Diapositiva siguiente"
          >
            <IconChevronRight size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Container>
  );
}
