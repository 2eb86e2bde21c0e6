/**
 * What the hosts the site supports read of a `_headers` file (docs/architecture.md, "Headers and the hosts' limits").
 * Past a limit a host does not refuse the deploy: it ignores the rules it cannot read, and the pages they were for go
 * out without their Content-Security-Policy. So the build counts and refuses first.
 *
 * - Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers/, "Limits"): at most 100 header rules per
 *   project; each line at most 2,000 characters, path, spacing, name and value included.
 * - Netlify (docs.netlify.com/manage/routing/headers/): no limit on rules or line length is documented.
 * - GitHub Pages reads no `_headers` at all: there every page has only its `<meta>` policy.
 */
export const CLOUDFLARE_HEADER_RULES = 100;
export const CLOUDFLARE_LINE_LENGTH = 2000;

/** The number of rules of a `_headers` text: its path lines (unindented, not comments). */
export function headerRuleCount(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith("#")).length;
}

/** What of `text` a supported host would not read, in Portuguese (empty when everything fits). */
export function hostLimitProblems(text: string, file = "_headers"): string[] {
  const problems: string[] = [];
  const rules = headerRuleCount(text);
  if (rules > CLOUDFLARE_HEADER_RULES) {
    problems.push(
      `${file}: ${rules} regras de cabeçalhos, e o Cloudflare Pages lê no máximo ${CLOUDFLARE_HEADER_RULES}: as que passarem disso seriam ignoradas, e as páginas delas ficariam sem a política de segurança`,
    );
  }
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length <= CLOUDFLARE_LINE_LENGTH) return;
    // The site's policy names the services its forms post to (site.json's contact): the one part content writes.
    const why = /^\s*Content-Security-Policy:/.test(line)
      ? ": a política de segurança inclui os endereços dos serviços de formulário de site.json (contact); use endereços mais curtos"
      : "";
    problems.push(
      `${file}:${index + 1}: linha de ${line.length} caracteres, e o Cloudflare Pages lê no máximo ${CLOUDFLARE_LINE_LENGTH} por linha (${line.trim().slice(0, 60)}…)${why}`,
    );
  });
  return problems;
}

/** A `_headers` file no supported host could read whole: the build stops instead of publishing it. */
export class HostLimitExceeded extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** `text`, when every supported host reads it whole; a HostLimitExceeded naming what does not fit otherwise. */
export function withinHostLimits(text: string, file = "_headers"): string {
  const problems = hostLimitProblems(text, file);
  if (problems.length > 0) throw new HostLimitExceeded(problems);
  return text;
}
