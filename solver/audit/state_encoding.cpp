#include "solver/audit/state_encoding.h"

#include <stdexcept>

namespace arbiter::solver::audit {

using model::spec::Condition;

StateEncoding::StateEncoding(z3::context& context, const model::spec::AuditDoc& audit)
    : context_(context), audit_(audit), domain_(context) {
  for (const auto& v : audit.state) {
    z3::expr_vector one_hot(context);
    auto& values = values_[v.name];
    for (const auto& value : v.values) {
      const z3::expr b = context.bool_const((v.name + "=" + value).c_str());
      values.emplace(value, b);
      one_hot.push_back(b);
    }
    domain_.push_back(z3::atleast(one_hot, 1));
    domain_.push_back(z3::atmost(one_hot, 1));
  }
}

z3::expr StateEncoding::is(const std::string& variable, const std::string& value) const {
  const auto v = values_.find(variable);
  if (v == values_.end()) throw std::out_of_range("no state variable '" + variable + "'");
  const auto b = v->second.find(value);
  if (b == v->second.end())
    throw std::out_of_range("'" + value + "' is not a value of '" + variable + "'");
  return b->second;
}

z3::expr StateEncoding::encode(const Condition& c) const {
  switch (c.op) {
    case Condition::Op::always:
      return context_.bool_val(true);
    case Condition::Op::never:
      return context_.bool_val(false);
    case Condition::Op::test: {
      z3::expr_vector any(context_);
      for (const auto& value : c.values) any.push_back(is(c.variable, value));
      return z3::mk_or(any);
    }
    case Condition::Op::negation:
      return !encode(c.operands.front());
    case Condition::Op::all:
    case Condition::Op::any: {
      z3::expr_vector parts(context_);
      for (const auto& o : c.operands) parts.push_back(encode(o));
      return c.op == Condition::Op::all ? z3::mk_and(parts) : z3::mk_or(parts);
    }
  }
  return context_.bool_val(true);
}

model::spec::StateValues StateEncoding::decode(const z3::model& model) const {
  model::spec::StateValues state;
  for (const auto& v : audit_.state) {
    for (const auto& value : v.values) {
      if (model.eval(values_.at(v.name).at(value), true).is_true()) {
        state[v.name] = value;
        break;
      }
    }
  }
  return state;
}

z3::expr_vector StateEncoding::literals(const model::spec::StateValues& state) const {
  z3::expr_vector out(context_);
  for (const auto& [name, value] : state) out.push_back(is(name, value));
  return out;
}

}  // namespace arbiter::solver::audit
