// Registered with `tsx --import` for every script: lets Node load modules that import CSS.
import { register } from 'node:module';

register('./css-hooks.mjs', import.meta.url);
