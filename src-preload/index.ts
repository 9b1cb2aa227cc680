import { contextBridge, ipcRenderer } from 'electron';
import { METHOD_NAMES } from '../src-shared/api/contract';

// Exactly the contract's methods, each a function of one argument; never ipcRenderer itself.
const bridge = Object.fromEntries(
  METHOD_NAMES.map((name) => [name, (input: unknown) => ipcRenderer.invoke(`atoll:${name}`, input)]),
);
contextBridge.exposeInMainWorld('atoll', Object.freeze(bridge));
