// The demo exhibition's art (config giveTicketTopImage / giveTicketBottomImage): the backend serves an
// organiser's uploaded images from its file store; here two small drawn banners stand in for them.
import type { FastifyInstance } from 'fastify';

const banner = (top: boolean): string => {
  const ribbon = top
    ? '<rect x="0" y="0" width="750" height="220" rx="24" fill="#0a7cff"/><rect x="240" y="110" width="270" height="110" rx="8" fill="#ffffff" opacity="0.9"/><rect x="355" y="110" width="40" height="110" fill="#ff7a45"/><ellipse cx="330" cy="92" rx="48" ry="26" fill="#ff7a45"/><ellipse cx="420" cy="92" rx="48" ry="26" fill="#ff7a45"/><circle cx="375" cy="100" r="16" fill="#d4380d"/>'
    : '<rect x="0" y="0" width="750" height="120" rx="24" fill="#e6f0ff"/><path d="M0 90 Q187 30 375 90 T750 90 V120 H0 Z" fill="#0a7cff" opacity="0.35"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 ${top ? 220 : 120}" role="presentation">${ribbon}</svg>`;
};

const ART: Readonly<Record<string, string>> = { 'gift-top.svg': banner(true), 'gift-bottom.svg': banner(false) };

export function registerDemoArtRoutes(app: FastifyInstance): void {
  app.get('/files/demo/:name', async (request, reply) => {
    const name = (request.params as { name?: string }).name ?? '';
    const svg = Object.hasOwn(ART, name) ? ART[name] : undefined;
    if (svg === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.code(200).header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
