import { expect } from 'vitest';
import { describe, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';

useBrowser();

describe('public site', () => {
  it('home shows its sections and toggles a client text', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Digitaliza tu campo hoy' }).waitFor();
    expect(await page.getByRole('link', { name: 'Conoce más aquí' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ver Preguntas Frecuentes' }).count()).toBe(1);
    const logo = page.getByRole('button', { name: /Viña Los Maitenes/ });
    await logo.click();
    await page.getByRole('link', { name: 'Visitar sitio web' }).first().waitFor();
    await logo.click();
    await page.getByRole('link', { name: 'Visitar sitio web' }).first().waitFor({ state: 'hidden' });
    await context.close();
  });

  it('servicios lists the plan rows of the spec with a WhatsApp contact per plan', async () => {
    const { page, context } = await newPage();
    await page.goto('/servicios');
    await page.getByText('Atención prioritaria', { exact: false }).first().waitFor();
    for (const plan of ['EDEB', 'EDEB Sensores', 'EDEB Full']) {
      const href = await page
        .getByRole('link', { name: `Contactar por ${plan}`, exact: true })
        .getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
    await context.close();
  });

  it('preguntas frecuentes opens with the first question expanded', async () => {
    const { page, context } = await newPage();
    await page.goto('/preguntas-frecuentes');
    const first = page.getByRole('button', { expanded: true });
    await first.first().waitFor();
    expect(await page.getByRole('button', { expanded: true }).count()).toBe(1);
    await context.close();
  });

  it('nosotros shows Misión first and switches to Visión', async () => {
    const { page, context } = await newPage();
    await page.goto('/nosotros');
    const mision = page.getByRole('tab', { name: 'Misión' });
    await mision.waitFor();
    expect(await mision.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Visión' }).click();
    expect(await page.getByRole('tab', { name: 'Visión' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('footer copyright toggles to the credits and back', async () => {
    const { page, context } = await newPage();
    // The landing is pre-rendered and painted before React takes it over; a click before that is
    // lost. Wait until the scripts and the contact data have arrived.
    await page.goto('/home', { waitUntil: 'networkidle' });
    const line = page.getByTestId('footer-copyright');
    const before = await line.innerText();
    expect(before).toContain(String(new Date().getFullYear()));
    await line.click();
    await page.getByText('Renata Alarcón Quiroga', { exact: false }).waitFor();
    await line.click();
    expect(await line.innerText()).toBe(before);
    await context.close();
  });

  it('an unknown path shows the not-found page, whose button leads home', async () => {
    const { page, context } = await newPage();
    await page.goto('/no/existe');
    await page.getByText('¡Lo sentimos!').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('at 375 px the menu opens and closes from its toggle', async () => {
    const { page, context } = await newPage(375);
    await page.goto('/home', { waitUntil: 'networkidle' }); // pre-rendered: see the footer test
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await burger.click();
    const nosotros = page.getByRole('link', { name: 'Nosotros', exact: true });
    await nosotros.first().waitFor({ state: 'visible' });
    await burger.click();
    await page.waitForFunction(() => {
      const links = [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'Nosotros');
      return links.every(
        (a) =>
          a.getBoundingClientRect().height === 0 ||
          getComputedStyle(a).visibility === 'hidden' ||
          !a.checkVisibility(),
      );
    });
    await context.close();
  });
});
