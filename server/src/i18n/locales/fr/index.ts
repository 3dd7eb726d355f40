import errors from './errors.json'
import fields from './fields.json'
import chat from './chat.json'

export default { errors, fields, chat }
