import type { ReactNode } from 'react';
import { thumbnailSrc } from './palette-items';
import styles from './studio.module.css';

export interface WorkbenchFixture {
  name: string;
  /** A fixture the plugin must reject: it shows the plugin's preview warning. */
  invalid: boolean;
  /** The fixture rendered through the storefront's own page rendering. */
  rendered: ReactNode;
}

export interface WorkbenchPlugin {
  contentType: string;
  label: string;
  description: string;
  thumbnail: string;
  fixtures: readonly WorkbenchFixture[];
}

/** Every plugin with each of its fixtures, rendered as the storefront renders them, in a grid. */
export function WorkbenchGrid({ plugins }: { plugins: readonly WorkbenchPlugin[] }) {
  return (
    <div data-testid="workbench">
      {plugins.map((plugin) => (
        <section key={plugin.contentType} className={styles.workbenchPlugin} aria-labelledby={`wb-${plugin.contentType}`} data-testid="workbench-plugin" data-content-type={plugin.contentType}>
          <div className={styles.workbenchHead}>
            <img className={styles.paletteThumb} src={thumbnailSrc(plugin.thumbnail)} alt="" width={64} height={48} />
            <div>
              <h2 id={`wb-${plugin.contentType}`} className={styles.workbenchTitle}>
                {plugin.label} <span className={styles.path}>{plugin.contentType}</span>
              </h2>
              <p className={styles.paletteDescription}>{plugin.description}</p>
            </div>
          </div>
          <div className={styles.workbenchGrid}>
            {plugin.fixtures.map((fixture) => (
              <article key={fixture.name} className={styles.fixture} data-testid="workbench-fixture" data-fixture-valid={fixture.invalid ? 'false' : 'true'} aria-label={`${plugin.label}: ${fixture.name}`}>
                <div className={styles.fixtureHead}>
                  <h3 className={styles.fixtureName}>{fixture.name}</h3>
                  <span className={styles.fixtureKind} data-invalid={fixture.invalid ? 'true' : 'false'}>
                    {fixture.invalid ? 'Must be rejected' : 'Valid'}
                  </span>
                </div>
                <div className={styles.fixtureStage} data-testid="fixture-stage">
                  {fixture.rendered}
                </div>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
