'use client';

import dynamic from 'next/dynamic';

/**
 * The live-preview bridge, loaded only where a draft page renders it: its code (the channel and
 * its message schemas) is then not part of every public page's first load.
 */
export const LazyLivePreview = dynamic(() => import('./LivePreview').then((module) => module.LivePreview));
