import nodemailer from 'nodemailer'

import type { MailTransport } from './mail-service'

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
