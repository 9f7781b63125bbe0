module link-kit/testee-go

go 1.21

require link-kit/linktypes v0.0.0

replace link-kit/linktypes => ../../generated/bindings/go
