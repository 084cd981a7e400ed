#!/usr/bin/env node
// The packages export TypeScript source, so the program runs through tsx's loader, registered in this process
// (no child process, no build step).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
