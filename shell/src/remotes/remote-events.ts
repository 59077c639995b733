/** The window event a failed remote load emits, for monitoring: `detail` names the remote and the step that failed. */
export const REMOTE_FAILED_EVENT = 'shell:remote-load-failed';
