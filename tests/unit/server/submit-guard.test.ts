/**
 * A form that needs the page's scripts, sent before they ran, waits for them and then goes with the same button
 * (docs/adr/059): the inline guard the edge writes into every storefront page, run in a VM against a fake document.
 */
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { SUBMIT_GUARD } from '@/server/submit-guard'

class FakeForm {
  attributes = new Set<string>()
  isConnected = true
  submitted: unknown[] = []
  hasAttribute(name: string) {
    return this.attributes.has(name)
  }
  setAttribute(name: string) {
    this.attributes.add(name)
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  requestSubmit(submitter?: unknown) {
    this.submitted.push(submitter)
  }
}

function page() {
  let onSubmit: ((event: unknown) => void) | undefined
  const timers: (() => void)[] = []
  const context = vm.createContext({
    HTMLFormElement: FakeForm,
    document: {
      addEventListener: (name: string, fn: (event: unknown) => void, capture: boolean) => {
        expect([name, capture]).toEqual(['submit', true])
        onSubmit = fn
      },
    },
    setInterval: (fn: () => void) => timers.push(fn) && timers.length,
    clearInterval: () => timers.splice(0),
  })
  vm.runInContext(SUBMIT_GUARD, context)
  const submit = (form: FakeForm, submitter?: { form: FakeForm; isConnected: boolean }) => {
    const event = {
      target: form,
      submitter,
      defaultPrevented: false,
      preventDefault: () => (event.defaultPrevented = true),
    }
    onSubmit!(event)
    return event
  }
  const tick = () => [...timers].forEach((fn) => fn())
  return { submit, tick, timers }
}

describe('the submit guard', () => {
  it('keeps a form that needs its scripts on the page until it is ready, then sends it with the same button', () => {
    const { submit, tick } = page()
    const form = new FakeForm()
    form.setAttribute('data-needs-script')
    const button = { form, isConnected: true }
    const event = submit(form, button)
    expect(event.defaultPrevented).toBe(true)
    expect(form.hasAttribute('data-submit-pending')).toBe(true)
    tick()
    expect(form.submitted).toEqual([])
    // A second press while waiting sends nothing more.
    expect(submit(form, button).defaultPrevented).toBe(true)
    form.setAttribute('data-ready')
    tick()
    expect(form.submitted).toEqual([button])
    expect(form.hasAttribute('data-submit-pending')).toBe(false)
  })

  it('lets plain forms, and forms whose scripts run, go as the browser sends them', () => {
    const { submit, timers } = page()
    const plain = new FakeForm()
    expect(submit(plain).defaultPrevented).toBe(false)
    const ready = new FakeForm()
    ready.setAttribute('data-needs-script')
    ready.setAttribute('data-ready')
    expect(submit(ready).defaultPrevented).toBe(false)
    expect(timers).toEqual([])
  })

  it('stops waiting for a form that left the page', () => {
    const { submit, tick, timers } = page()
    const form = new FakeForm()
    form.setAttribute('data-needs-script')
    submit(form)
    form.isConnected = false
    tick()
    expect(timers).toEqual([])
    expect(form.submitted).toEqual([])
  })
})
