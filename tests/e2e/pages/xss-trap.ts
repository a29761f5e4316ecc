import type { BrowserContext, Frame, Page } from '@playwright/test';
import { attributeProblems } from '@storefront/plugins/testing/markup-safety';

/**
 * An execution trap for every frame of a browser context: the corpus's payloads call
 * `__xss(id)`, which records the id; a dialog (alert, confirm) is recorded and dismissed; and
 * every Content-Security-Policy violation is recorded, since a blocked script is one that tried.
 */
interface TrapWindow {
  __xssHits: string[];
  __cspViolations: Array<{ directive: string; text: string }>;
}

/** Directives whose violation means something tried to run code, navigate or take over the page. */
const EXECUTION_DIRECTIVES = /^(script-src|script-src-elem|script-src-attr|object-src|base-uri|form-action|frame-src|child-src|worker-src|require-trusted-types-for|trusted-types)$/;

/** Next.js's own scripts (its chunks, and inline ones the CSP admits by hash) and plain head metadata. */
function isFrameworkElement(element: string, attributes: ReadonlyArray<readonly [string, string]>): boolean {
  const attribute = (name: string) => attributes.find(([candidate]) => candidate === name)?.[1];
  if (element === 'script') return attribute('src') === undefined || attribute('src')!.startsWith('/_next/static/');
  if (element === 'meta') return attribute('http-equiv') === undefined;
  return false;
}

export class XssTrap {
  readonly dialogs: string[] = [];

  private constructor(readonly context: BrowserContext) {}

  static async install(context: BrowserContext): Promise<XssTrap> {
    const trap = new XssTrap(context);
    await context.addInitScript(() => {
      const trapWindow = window as unknown as TrapWindow & { __xss: (id: unknown) => void };
      trapWindow.__xssHits = [];
      trapWindow.__cspViolations = [];
      trapWindow.__xss = (id) => trapWindow.__xssHits.push(String(id));
      document.addEventListener('securitypolicyviolation', (event) => {
        trapWindow.__cspViolations.push({ directive: event.effectiveDirective, text: `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} (${event.sourceFile}:${event.lineNumber})` });
      });
    });
    context.on('page', (page) => trap.watch(page));
    for (const page of context.pages()) trap.watch(page);
    return trap;
  }

  private watch(page: Page): void {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  /**
   * Calls of the trap, CSP violations and unsafe markup in one frame's document as it is now.
   * `executions` are the violations of directives that guard code; `violations` are all of them.
   */
  async report(frame: Frame): Promise<{ hits: string[]; executions: string[]; violations: string[]; problems: string[] }> {
    const snapshot = await frame.evaluate(() => {
      const trapWindow = window as unknown as TrapWindow;
      const elements = [...document.querySelectorAll('*')].map((element) => [element.localName, element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ''] as [string, string])] as const);
      return { hits: trapWindow.__xssHits ?? [], violations: trapWindow.__cspViolations ?? [], elements };
    });
    return {
      hits: snapshot.hits,
      executions: snapshot.violations.filter(({ directive }) => EXECUTION_DIRECTIVES.test(directive)).map(({ text }) => text),
      violations: snapshot.violations.map(({ text }) => text),
      problems: snapshot.elements.flatMap(([element, attributes]) => (isFrameworkElement(element, attributes) ? [] : attributeProblems(element, attributes))),
    };
  }
}
