// @vitest-environment node
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { ApiError } from '../../api/http'
import { failureOutcome } from './retry-rule'

const refusal = (status: number) => new ApiError({ status, code: 'x', message: 'x' })

test.prop([fc.integer({ min: 400, max: 599 }), fc.boolean()])('every HTTP answer has one outcome, whatever the browser says about the connection', (status, online) => {
  const expected = status === 401 ? 'unauthorized' : status >= 500 || status === 408 || status === 429 ? 'retryable' : 'rejected'
  expect(failureOutcome(refusal(status), () => online)).toBe(expected)
})

test('no answer: a wait for the connection when the browser is offline, a retry with backoff when it says online', () => {
  expect(failureOutcome(refusal(0), () => false)).toBe('offline')
  expect(failureOutcome(refusal(0), () => true)).toBe('retryable')
})

test('an answer that could not be read is sent again (same key), never dropped', () => {
  expect(failureOutcome(new SyntaxError('Unexpected token'), () => true)).toBe('retryable')
  expect(failureOutcome(new TypeError('Failed to fetch'), () => false)).toBe('retryable')
})
