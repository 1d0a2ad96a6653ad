// @vitest-environment node
import { expect, test } from 'vitest'
import { alertMachine, type Alert } from './alert.machine'
import { coverage, modelPaths, runPath } from './test/model'

const failure: Alert = { type: 'error', title: 'Network Error', message: 'Couldnt make request' }
const notice: Alert = { type: 'success', title: 'Saved', message: 'Your address is saved' }
const events = [{ type: 'request.started' }, { type: 'request.failed', alert: failure }, { type: 'notification.received', alert: notice }, { type: 'alert.dismiss' }]
const paths = modelPaths(alertMachine, { events })

for (const path of paths) {
  test(path.description, () => {
    runPath(alertMachine, path, {
      check: (snapshot) => {
        // Meaning: the alert box shows exactly when there is an alert, and which one.
        expect(snapshot.hasTag('visible')).toBe(snapshot.context.alert !== null)
        if (snapshot.matches('failed')) expect(snapshot.context.alert).toEqual(failure)
        if (snapshot.matches('notified')) expect(snapshot.context.alert).toEqual(notice)
      },
    })
  })
}

test('the generated alert paths reach every state and transition', () => {
  expect(coverage(alertMachine, paths)).toEqual({ states: [], transitions: [] })
})
