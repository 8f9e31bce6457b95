// What a worker does when it activates, decided by what it found at install. The very first
// worker of a registration claims the open pages, so a first visit can go offline and download at
// once; an update never takes pages over by itself (it activates only on SKIP_WAITING) and tells
// the pages it now controls that the new version is ready.

/** 'first': no active worker when this one installed; 'update': it replaces one. */
export type InstallKind = 'first' | 'update'

export function installKind(hadActiveWorker: boolean): InstallKind {
  return hadActiveWorker ? 'update' : 'first'
}

export interface ActivationPlan {
  claimClients: boolean
  announceUpdate: boolean
}

/**
 * `undefined`: the worker was stopped and restarted between install and activate, so what it found
 * is lost; it then behaves as an update (no takeover), which at worst leaves a first visit
 * uncontrolled until its next load, as browsers do without claim().
 */
export function activationPlan(kind: InstallKind | undefined): ActivationPlan {
  return kind === 'first'
    ? { claimClients: true, announceUpdate: false }
    : { claimClients: false, announceUpdate: true }
}
